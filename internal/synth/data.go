package synth

// nameRegion keeps given names and surnames of one naming tradition
// together, so composed people read like plausible names rather than
// random mixtures.
type nameRegion struct {
	first []string
	last  []string
}

var nameRegions = []nameRegion{
	{ // Arabic
		first: []string{"Ahmad", "Mohammed", "Omar", "Khaled", "Yusuf", "Hassan", "Ali", "Samir", "Bassam", "Fadi",
			"Tareq", "Nour", "Rania", "Layla", "Huda", "Amira", "Mahmoud", "Ziad", "Karim", "Walid",
			"Salma", "Yasmin", "Ibrahim", "Hamza", "Abdullah", "Mustafa", "Rami", "Faisal"},
		last: []string{"Al-Halabi", "Khabieh", "Haddad", "Nasser", "al-Masri", "Abu Zaid", "Darwish", "Saleh", "Mansour", "Khalil",
			"al-Khatib", "Hamdan", "Aziz", "Barakat", "Qassem", "al-Omari", "Sabbagh", "Jaber", "Rahman", "Obeid",
			"al-Shami", "Zoabi", "Kanaan", "Ayoub", "Hijazi", "Farouk", "al-Tamimi", "Suleiman", "Bitar", "Attar"},
	},
	{ // English-speaking
		first: []string{"James", "Sarah", "Michael", "Emily", "David", "Laura", "Andrew", "Rachel", "Thomas", "Hannah",
			"Daniel", "Jessica", "Matthew", "Olivia", "Christopher", "Megan", "Patrick", "Grace", "Simon", "Charlotte",
			"Robert", "Alice", "Peter", "Lucy", "Jonathan", "Kate", "William", "Helen"},
		last: []string{"Smith", "Johnson", "Brown", "Taylor", "Wilson", "Davies", "Evans", "Thompson", "Walker", "Wright",
			"Robinson", "Hughes", "Edwards", "Green", "Hall", "Wood", "Clarke", "Harris", "Lewis", "Turner",
			"Mitchell", "Cooper", "Morgan", "Bennett", "Parker", "Collins", "Murphy", "Kelly", "Reynolds", "Fletcher"},
	},
	{ // Spanish and Portuguese
		first: []string{"Carlos", "María", "José", "Ana", "Luis", "Carmen", "Javier", "Lucía", "Diego", "Sofía",
			"Alejandro", "Isabel", "Miguel", "Paula", "Andrés", "Valentina", "Fernando", "Gabriela", "Ricardo", "Camila",
			"João", "Beatriz", "Pedro", "Mariana", "Raúl", "Inês", "Tomás", "Elena"},
		last: []string{"García", "Rodríguez", "Martínez", "López", "González", "Pérez", "Sánchez", "Ramírez", "Torres", "Flores",
			"Rivera", "Gómez", "Díaz", "Morales", "Ortiz", "Castillo", "Silva", "Santos", "Oliveira", "Costa",
			"Ferreira", "Almeida", "Herrera", "Medina", "Vargas", "Romero", "Navarro", "Cabrera", "Mendoza", "Guerrero"},
	},
	{ // French
		first: []string{"Jean", "Marie", "Pierre", "Camille", "Louis", "Chloé", "Antoine", "Léa", "Nicolas", "Manon",
			"François", "Juliette", "Mathieu", "Élise", "Julien", "Margaux", "Olivier", "Céline", "Étienne", "Aurélie",
			"Thibault", "Sandrine", "Rémi", "Hélène", "Benoît", "Sylvie", "Hugo", "Noémie"},
		last: []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau",
			"Simon", "Laurent", "Lefebvre", "Michel", "Fontaine", "Rousseau", "Vincent", "Muller", "Lefèvre", "Faure",
			"Mercier", "Blanc", "Guérin", "Boyer", "Garnier", "Chevalier", "Girard", "Bonnet", "Lambert", "Dupont"},
	},
	{ // Slavic
		first: []string{"Oleksandr", "Olena", "Dmitry", "Anna", "Sergei", "Natalia", "Andriy", "Iryna", "Mykola", "Tetiana",
			"Vladimir", "Svetlana", "Pavel", "Yulia", "Ivan", "Oksana", "Bohdan", "Kateryna", "Maksym", "Daria",
			"Piotr", "Agnieszka", "Tomasz", "Marta", "Jan", "Zofia", "Viktor", "Halyna"},
		last: []string{"Kovalenko", "Shevchenko", "Bondarenko", "Tkachenko", "Kravchenko", "Melnyk", "Petrov", "Ivanov", "Sokolov", "Volkov",
			"Kuznetsov", "Popov", "Lebedev", "Novak", "Kowalski", "Wiśniewski", "Nowak", "Zieliński", "Horbunov", "Marchenko",
			"Lysenko", "Rudenko", "Savchenko", "Moroz", "Hrytsenko", "Pavlenko", "Orlov", "Fedorov", "Zaitsev", "Polishchuk"},
	},
	{ // West and East African
		first: []string{"Chinedu", "Amara", "Kwame", "Ama", "Oluwaseun", "Ngozi", "Kofi", "Abena", "Tunde", "Fatoumata",
			"Moussa", "Aissatou", "Emeka", "Chiamaka", "Yaw", "Esi", "Ibrahima", "Mariama", "Babajide", "Folake",
			"Baraka", "Wanjiru", "Otieno", "Akinyi", "Jomo", "Njeri", "Tendai", "Nyasha"},
		last: []string{"Okonkwo", "Adeyemi", "Mensah", "Boateng", "Diallo", "Traoré", "Okafor", "Balogun", "Owusu", "Asante",
			"Keïta", "Coulibaly", "Ndiaye", "Sow", "Eze", "Nwosu", "Adebayo", "Oyelaran", "Kamau", "Odhiambo",
			"Mwangi", "Wanjala", "Mutua", "Kiprotich", "Moyo", "Chikwanha", "Banda", "Phiri", "Abubakar", "Danjuma"},
	},
	{ // South Asian
		first: []string{"Rahul", "Priya", "Arjun", "Anjali", "Vikram", "Deepika", "Sanjay", "Kavita", "Imran", "Ayesha",
			"Rohan", "Sunita", "Amit", "Pooja", "Farhan", "Nadia", "Rajesh", "Meera", "Asif", "Sana",
			"Harish", "Lakshmi", "Ravi", "Shreya", "Tanvir", "Nusrat", "Kiran", "Divya"},
		last: []string{"Sharma", "Patel", "Singh", "Kumar", "Gupta", "Khan", "Chowdhury", "Reddy", "Iyer", "Nair",
			"Mehta", "Joshi", "Verma", "Rao", "Bose", "Das", "Malik", "Qureshi", "Siddiqui", "Hussain",
			"Banerjee", "Mukherjee", "Pillai", "Chaudhary", "Ahmed", "Islam", "Rahman", "Kapoor", "Desai", "Menon"},
	},
	{ // German and Dutch
		first: []string{"Lukas", "Anna", "Jonas", "Lea", "Felix", "Laura", "Maximilian", "Katharina", "Tobias", "Julia",
			"Sebastian", "Johanna", "Florian", "Sophie", "Matthias", "Lena", "Pieter", "Sanne", "Daan", "Fleur",
			"Henrik", "Greta", "Stefan", "Miriam", "Jürgen", "Ursula", "Klaus", "Ingrid"},
		last: []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann",
			"Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger",
			"de Vries", "van Dijk", "Bakker", "Janssen", "Visser", "Smit", "de Boer", "Mulder", "van den Berg", "Dekker"},
	},
	{ // Turkish and Persian
		first: []string{"Mehmet", "Ayşe", "Mustafa", "Fatma", "Emre", "Zeynep", "Burak", "Elif", "Murat", "Esra",
			"Hakan", "Derya", "Ozan", "Selin", "Reza", "Maryam", "Ali Reza", "Shirin", "Hossein", "Parisa",
			"Dariush", "Leila", "Kaveh", "Nasrin", "Serkan", "Gül", "Kemal", "Aslı"},
		last: []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir",
			"Arslan", "Doğan", "Kılıç", "Aslan", "Çetin", "Kurt", "Koç", "Karimi", "Hosseini", "Rezaei",
			"Moradi", "Ahmadi", "Jafari", "Rahimi", "Mohammadi", "Tehrani", "Farahani", "Sadeghi", "Bagheri", "Kazemi"},
	},
	{ // East Asian
		first: []string{"Hiroshi", "Yuki", "Takeshi", "Aiko", "Kenji", "Sakura", "Min-jun", "Ji-woo", "Seo-yeon", "Dong-hyun",
			"Wei", "Li Na", "Jun", "Mei", "Hao", "Xiaoling", "Thanh", "Linh", "Minh", "Haruto",
			"Naoko", "Daisuke", "Eun-ji", "Sung-min", "Jing", "Tao", "Akira", "Mai"},
		last: []string{"Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Nakamura", "Kobayashi", "Yamamoto", "Kato",
			"Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Wang", "Zhang",
			"Liu", "Chen", "Yang", "Huang", "Zhao", "Nguyen", "Tran", "Pham", "Hoang", "Matsumoto"},
	},
}

// titles are the ranks and roles that precede a name; the guidelines keep
// them out of the canonical name, so they exercise the title-stripping rules.
var titles = []string{
	"President", "Prime Minister", "Foreign Minister", "Defence Minister", "Health Minister",
	"Interior Minister", "Finance Minister", "Gen.", "Lt. Col.", "Maj.", "Col.", "Sgt.",
	"Dr.", "Sheikh", "Mayor", "Senator", "Governor", "Ambassador", "Judge", "Rev.",
	"Pope", "Archbishop", "Coach", "Captain", "Opposition leader", "Commissioner",
}

// roles follow a name in apposition ("Ana Silva, a nurse at ...").
var roles = []string{
	"a nurse", "a local farmer", "a shop owner", "a schoolteacher", "a volunteer",
	"a spokesman for the group", "a spokeswoman for the ministry", "a resident", "a fisherman",
	"a student", "a taxi driver", "a civil defence worker", "a doctor", "a retired engineer",
}

// city is a city with some of its neighbourhoods or districts.
type city struct {
	name      string
	districts []string
}

// country groups cities and provinces under the country they belong to,
// so nested place phrases ("the X neighbourhood of Y, Country") are true
// to the containment they state.
type country struct {
	name      string
	cities    []city
	provinces []string
}

var countries = []country{
	{"Syria", []city{
		{"Damascus", []string{"Douma", "Jobar", "Harasta", "Mezzeh", "Qaboun", "Zamalka"}},
		{"Aleppo", []string{"Salaheddine", "Bustan al-Qasr", "Sheikh Maqsoud", "Hanano", "Ramussa"}},
		{"Homs", []string{"Baba Amr", "al-Waer", "Khalidiya"}},
		{"Idlib", []string{"Saraqeb", "Maarat al-Numan"}},
		{"Raqqa", []string{"al-Mashlab", "al-Dariya"}},
	}, []string{"Deir al-Zor", "Hama", "Daraa", "Latakia", "Hasakah", "Quneitra"}},
	{"Iraq", []city{
		{"Baghdad", []string{"Sadr City", "Karrada", "Adhamiya", "Mansour", "Kadhimiya"}},
		{"Mosul", []string{"al-Zanjili", "al-Shifa", "Bab al-Toub"}},
		{"Basra", []string{"al-Ashar", "Zubair"}},
		{"Erbil", []string{"Ainkawa"}},
	}, []string{"Anbar", "Nineveh", "Diyala", "Salahuddin", "Kirkuk"}},
	{"Ukraine", []city{
		{"Kyiv", []string{"Podil", "Obolon", "Darnytsia", "Troieshchyna", "Pechersk"}},
		{"Kharkiv", []string{"Saltivka", "Kholodna Hora", "Pyatykhatky"}},
		{"Odesa", []string{"Arcadia", "Moldavanka"}},
		{"Zaporizhzhia", []string{"Khortytsia"}},
		{"Lviv", []string{"Sykhiv", "Lychakiv"}},
	}, []string{"Donetsk", "Luhansk", "Kherson", "Mykolaiv", "Sumy", "Chernihiv"}},
	{"Afghanistan", []city{
		{"Kabul", []string{"Shahr-e Naw", "Karte Parwan", "Wazir Akbar Khan", "Dasht-e Barchi"}},
		{"Kandahar", []string{"Arghandab"}},
		{"Herat", []string{"Injil"}},
	}, []string{"Helmand", "Nangarhar", "Kunduz", "Ghazni"}},
	{"Yemen", []city{
		{"Sanaa", []string{"al-Sabeen", "Shuub"}},
		{"Aden", []string{"Crater", "Khormaksar", "Sheikh Othman"}},
		{"Taiz", []string{"al-Qahira"}},
	}, []string{"Hodeidah", "Marib", "Saada", "Hadramout"}},
	{"Lebanon", []city{
		{"Beirut", []string{"Achrafieh", "Hamra", "Gemmayzeh", "Dahiyeh", "Mar Mikhael"}},
		{"Tripoli", []string{"Bab al-Tabbaneh", "Jabal Mohsen"}},
		{"Sidon", []string{"Ain al-Hilweh"}},
	}, []string{"Bekaa", "Akkar", "Nabatieh"}},
	{"Libya", []city{
		{"Tripoli", []string{"Souq al-Juma", "Abu Salim", "Tajoura"}},
		{"Benghazi", []string{"al-Sabri", "Ganfouda"}},
		{"Misrata", []string{"Zawiyat al-Mahjoub"}},
	}, []string{"Fezzan", "Cyrenaica", "Jufra"}},
	{"Turkey", []city{
		{"Istanbul", []string{"Beyoğlu", "Kadıköy", "Üsküdar", "Fatih", "Beşiktaş"}},
		{"Ankara", []string{"Çankaya", "Keçiören"}},
		{"Gaziantep", []string{"Şahinbey"}},
	}, []string{"Hatay", "Kahramanmaraş", "Şanlıurfa", "Diyarbakır"}},
	{"Nigeria", []city{
		{"Lagos", []string{"Ikeja", "Makoko", "Surulere", "Lekki", "Victoria Island"}},
		{"Abuja", []string{"Garki", "Wuse", "Maitama"}},
		{"Kano", []string{"Sabon Gari"}},
		{"Maiduguri", []string{"Gwange"}},
	}, []string{"Borno", "Kaduna", "Zamfara", "Rivers"}},
	{"Kenya", []city{
		{"Nairobi", []string{"Kibera", "Mathare", "Eastleigh", "Westlands", "Kawangware"}},
		{"Mombasa", []string{"Likoni", "Kisauni"}},
		{"Kisumu", []string{"Nyalenda"}},
	}, []string{"Turkana", "Garissa", "Marsabit"}},
	{"Brazil", []city{
		{"Rio de Janeiro", []string{"Rocinha", "Copacabana", "Maré", "Complexo do Alemão", "Lapa"}},
		{"São Paulo", []string{"Paraisópolis", "Brás", "Pinheiros"}},
		{"Manaus", []string{"Educandos"}},
	}, []string{"Pará", "Amazonas", "Bahia", "Roraima"}},
	{"Mexico", []city{
		{"Mexico City", []string{"Tepito", "Iztapalapa", "Coyoacán", "Xochimilco"}},
		{"Tijuana", []string{"Zona Norte"}},
		{"Culiacán", []string{"Tierra Blanca"}},
	}, []string{"Sinaloa", "Guerrero", "Chiapas", "Michoacán"}},
	{"France", []city{
		{"Paris", []string{"Belleville", "Montmartre", "Le Marais", "Barbès", "La Chapelle"}},
		{"Marseille", []string{"Noailles", "Le Panier"}},
		{"Calais", []string{"Beau Marais"}},
	}, []string{"Brittany", "Normandy", "Alsace"}},
	{"Greece", []city{
		{"Athens", []string{"Exarchia", "Plaka", "Kypseli"}},
		{"Thessaloniki", []string{"Kalamaria"}},
		{"Mytilene", []string{"Moria"}},
	}, []string{"Lesbos", "Crete", "Attica"}},
	{"India", []city{
		{"New Delhi", []string{"Shaheen Bagh", "Chandni Chowk", "Jahangirpuri"}},
		{"Mumbai", []string{"Dharavi", "Bandra", "Colaba"}},
		{"Kolkata", []string{"Howrah", "Park Circus"}},
		{"Srinagar", []string{"Lal Chowk"}},
	}, []string{"Kashmir", "Assam", "Punjab", "Kerala"}},
	{"Pakistan", []city{
		{"Karachi", []string{"Lyari", "Orangi Town", "Saddar"}},
		{"Lahore", []string{"Anarkali", "Model Town"}},
		{"Peshawar", []string{"Hayatabad"}},
	}, []string{"Balochistan", "Sindh", "Khyber Pakhtunkhwa"}},
	{"Myanmar", []city{
		{"Yangon", []string{"Hlaing Tharyar", "Sanchaung"}},
		{"Mandalay", []string{"Chanayethazan"}},
	}, []string{"Rakhine", "Kachin", "Shan"}},
	{"Sudan", []city{
		{"Khartoum", []string{"Omdurman", "Bahri", "Burri"}},
		{"El Fasher", []string{"Abu Shouk"}},
	}, []string{"Darfur", "Kordofan", "Blue Nile"}},
	{"Haiti", []city{
		{"Port-au-Prince", []string{"Cité Soleil", "Delmas", "Pétion-Ville", "Martissant"}},
		{"Cap-Haïtien", []string{"Petite Anse"}},
	}, []string{"Artibonite", "Grand'Anse"}},
	{"Philippines", []city{
		{"Manila", []string{"Tondo", "Quiapo", "Ermita"}},
		{"Marawi", []string{"Banggolo"}},
		{"Tacloban", []string{"San Jose"}},
	}, []string{"Mindanao", "Leyte", "Samar"}},
}

// orgs are organisations with the acronym news copy defines on first use.
type org struct {
	name    string
	acronym string
	// kind picks the templates that suit the organisation.
	kind string
}

var orgs = []org{
	{"United Nations High Commissioner for Refugees", "UNHCR", "aid"},
	{"World Food Programme", "WFP", "aid"},
	{"United Nations Children's Fund", "UNICEF", "aid"},
	{"World Health Organization", "WHO", "aid"},
	{"International Committee of the Red Cross", "ICRC", "aid"},
	{"Doctors Without Borders", "MSF", "aid"},
	{"International Organization for Migration", "IOM", "aid"},
	{"Syrian Observatory for Human Rights", "SOHR", "monitor"},
	{"Human Rights Watch", "HRW", "monitor"},
	{"Office for the Coordination of Humanitarian Affairs", "OCHA", "aid"},
	{"Syrian Democratic Forces", "SDF", "armed"},
	{"Free Syrian Army", "FSA", "armed"},
	{"Kurdistan Workers' Party", "PKK", "armed"},
	{"Rapid Support Forces", "RSF", "armed"},
	{"Popular Mobilisation Forces", "PMF", "armed"},
	{"Islamic State", "IS", "armed"},
	{"Hayat Tahrir al-Sham", "HTS", "armed"},
	{"North Atlantic Treaty Organization", "NATO", "bloc"},
	{"European Union", "EU", "bloc"},
	{"African Union", "AU", "bloc"},
	{"Association of Southeast Asian Nations", "ASEAN", "bloc"},
	{"Organisation for Economic Co-operation and Development", "OECD", "bloc"},
	{"International Monetary Fund", "IMF", "bloc"},
	{"Economic Community of West African States", "ECOWAS", "bloc"},
	{"Gulf Cooperation Council", "GCC", "bloc"},
	{"International Atomic Energy Agency", "IAEA", "bloc"},
	{"Organization of American States", "OAS", "bloc"},
	{"Palestinian Red Crescent Society", "PRCS", "aid"},
	{"White Helmets", "", "aid"},
	{"Amnesty International", "", "monitor"},
	{"Hezbollah", "", "armed"},
	{"Houthi", "", "armed"},
	{"Taliban", "", "armed"},
	{"Boko Haram", "", "armed"},
	{"Jaish al-Islam", "", "armed"},
}

// ministries make composed organisations ("Nigeria's Health Ministry"),
// one per country and portfolio.
var ministries = []string{"Health", "Defence", "Interior", "Foreign", "Education", "Agriculture", "Finance", "Energy"}

// villageParts compose the many small places that make a real archive's
// place list long-tailed.
var (
	villagePrefixes  = []string{"Kafr", "Tal", "Beit", "Ain", "Deir", "Khirbet", "Jabal", "Umm", "Bir", "Marj", "Wadi", "Ras"}
	villageSyllables = []string{
		"ba", "da", "ha", "ja", "ka", "la", "ma", "na", "ra", "sa", "ta", "za",
		"bi", "di", "hi", "ki", "li", "mi", "ni", "ri", "si", "ti", "zi",
		"bu", "du", "hu", "ku", "lu", "mu", "nu", "ru", "su", "tu", "zu",
	}
	villageEndings = []string{"n", "r", "l", "m", "sh", "b", "ya", "yeh", "un", "in", "an", "at"}
)

// agencies credited after "Photo by Name/".
var photoByAgencies = []string{"AFP", "Reuters", "Getty Images", "Anadolu Agency", "NurPhoto", "SOPA Images", "AFP Photo", "Xinhua", "Middle East Images"}

var (
	crowds = []string{"Protesters", "Demonstrators", "Residents", "Mourners", "Supporters", "Students", "Refugees",
		"Displaced families", "Fans", "Workers", "Pilgrims", "Migrants"}
	issues = []string{"rising fuel prices", "the new tax law", "power cuts", "police violence", "the government's handling of the crisis",
		"the election results", "water shortages", "corruption", "the curfew", "unpaid wages", "the closure of the border"}
	disasters = []string{"an airstrike", "shelling", "an earthquake", "a car bomb", "a missile strike", "flooding", "a landslide",
		"a drone attack", "a gas explosion", "a cyclone"}
	crops      = []string{"wheat", "olives", "rice", "cotton", "tea", "potatoes", "maize", "dates", "tomatoes", "sugar cane"}
	facilities = []string{"University Hospital", "Central Station", "Grand Mosque", "National Stadium", "Cathedral",
		"General Hospital", "Main Market", "Central Prison", "Airport", "Old City", "Court of Justice", "Martyrs' Square"}
	competitions = []string{"league", "cup", "Champions League", "continental championship", "friendly", "World Cup qualifying"}
	vehicles     = []string{"a tank", "a pickup truck", "an armoured vehicle", "a bulldozer", "an ambulance", "a fishing boat"}
	numbers      = []string{"two", "three", "five", "seven", "12", "15", "20", "dozens of", "more than 30", "at least 40", "hundreds of", "about 1,500"}
	weekdays     = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
)
