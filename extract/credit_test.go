package extract

import (
	"slices"
	"testing"
)

func TestParseCredit(t *testing.T) {
	tests := []struct {
		name          string
		in            string
		text          string
		photographers []string
		agencies      []string
	}{
		{"photo by name/agency", "Boys walk. (Photo by Bassam Khabieh/Reuters)", "Photo by Bassam Khabieh/Reuters", []string{"Bassam Khabieh"}, []string{"Reuters"}},
		{"afp photo is afp", "(Photo by Joseph Eid/AFP Photo)", "Photo by Joseph Eid/AFP Photo", []string{"Joseph Eid"}, []string{"AFP"}},
		{"a one-word publisher before a photographer", "Residents flee Thokoza, 1990-08-14. (Sowetan/Mbuzeni Zulu)", "Sowetan/Mbuzeni Zulu", []string{"Mbuzeni Zulu"}, []string{"Sowetan"}},
		{"two photographers joined by and", "Soldiers clear debris in Spitak. (Photo by Vladimir Musaelyan and Eduard Pesov/TASS)", "Photo by Vladimir Musaelyan and Eduard Pesov/TASS", []string{"Vladimir Musaelyan", "Eduard Pesov"}, []string{"TASS"}},
		{"a credit after dashed notes", "Helicopters land at base camp on April 26, 2015. -- RESTRICTED TO EDITORIAL USE -- Photo credit should read ROBERTO SCHMIDT/AFP/Getty Images", "Photo credit should read ROBERTO SCHMIDT/AFP/Getty Images", []string{"Roberto Schmidt"}, []string{"AFP", "Getty Images"}},
		{"a country-out note before an editors' note", "A missile is launched. (Photo by KCNA VIA KNS / AFP) / South Korea OUT / REPUBLIC OF KOREA OUT ---EDITORS NOTE--- RESTRICTED TO EDITORIAL USE", "Photo by KCNA VIA KNS / AFP", nil, []string{"KCNA", "KNS", "AFP"}},
		{"a magazine's credit", "Mourners line the road in Karanganyar, Central Java, January 28, 2008. TEMPO/Arie Basuki", "TEMPO/Arie Basuki", []string{"Arie Basuki"}, []string{"Tempo"}},
		{"an archive's telephoto", "Generals meet at Kilometer 101. (UPI Telephoto)", "UPI Telephoto", nil, []string{"UPI"}},
		{"agency and distributor", "(Photo by Jawad al Rifai/Anadolu Agency/Getty Images)", "Photo by Jawad al Rifai/Anadolu Agency/Getty Images", []string{"Jawad al Rifai"}, []string{"Anadolu Agency", "Getty Images"}},
		{"reuters slash name", "Smoke rises, March 4, 2023. REUTERS/Yevhen Titov", "REUTERS/Yevhen Titov", []string{"Yevhen Titov"}, []string{"Reuters"}},
		{"ap photo", "A street. (AP Photo/Vadim Ghirda)", "AP Photo/Vadim Ghirda", []string{"Vadim Ghirda"}, []string{"AP"}},
		{"name/afp/getty", "A rally. Sergei Supinsky/AFP/Getty Images", "Sergei Supinsky/AFP/Getty Images", []string{"Sergei Supinsky"}, []string{"AFP", "Getty Images"}},
		{"epa-efe caps", "Rubble in Rafah. EPA-EFE/HAITHAM IMAD", "EPA-EFE/HAITHAM IMAD", []string{"Haitham Imad"}, []string{"EPA", "EFE"}},
		{"photo colon", "A camp. Photo: Ebrahim Hamid/AFP", "Photo: Ebrahim Hamid/AFP", []string{"Ebrahim Hamid"}, []string{"AFP"}},
		{"handout via", "A meeting. SANA/Handout via REUTERS", "SANA/Handout via REUTERS", nil, []string{"SANA", "Reuters"}},
		{"a copyright label and a site", "Fans at Eden Park, 14 June 2020. Copyright photo: Andrew Cornaga / www.photosport.nz", "Copyright photo: Andrew Cornaga / www.photosport.nz", []string{"Andrew Cornaga"}, []string{"Photosport"}},
		{"a mandatory credit with a copyright sign", "Sexton lifts the trophy. Mandatory Credit ©INPHO/Dan Sheridan", "Mandatory Credit ©INPHO/Dan Sheridan", []string{"Dan Sheridan"}, []string{"INPHO"}},
		{"livepic before a file note", "Japan meet the Springboks. Action Images via Reuters / Paul Childs Livepic/File Photo", "Action Images via Reuters / Paul Childs", []string{"Paul Childs"}, []string{"Action Images", "Reuters"}},
		{"a paper's photograph by", "Tonga fans in Otahuhu. NZ Herald photograph by Jason Oxenham", "NZ Herald photograph by Jason Oxenham", []string{"Jason Oxenham"}, []string{"NZ Herald"}},
		{"a sketch by", "The trial opens in Paris. (Sketch by Benoit Peyrucq/AFP)", "Sketch by Benoit Peyrucq/AFP", []string{"Benoit Peyrucq"}, []string{"AFP"}},
		{"submitted by", "Workers leave the plant. (Submitted by Lindsay Bell/CBC)", "Submitted by Lindsay Bell/CBC", []string{"Lindsay Bell"}, []string{"CBC"}},
		{"the label before the paper and a colon", "Una procesión en la zona 1. (Foto Prensa Libre: Érick Ávila)", "Foto Prensa Libre: Érick Ávila", []string{"Érick Ávila"}, []string{"Prensa Libre"}},
		{"the label before an acronym", "Soldados en San Salvador. Foto LPG/Miguel Lemus", "Foto LPG/Miguel Lemus", []string{"Miguel Lemus"}, []string{"LPG"}},
		{"an honorific that is a first name", "Worshippers leave the mosque. REUTERS/Sultan Al Hasani", "REUTERS/Sultan Al Hasani", []string{"Sultan Al Hasani"}, []string{"Reuters"}},
		{"a lone source opened by an acronym", "Voters queue in Tskhinvali. Photo: IA Res", "Photo: IA Res", nil, []string{"IA Res"}},
		{"a lone source closed by a country", "Traders at the market. FILE PHOTO: Guardian Nigeria", "FILE PHOTO: Guardian Nigeria", nil, []string{"Guardian Nigeria"}},
		{"a lone source opened by a place's word", "Delegates meet in Kigali. Photo: Village Urugwiro", "Photo: Village Urugwiro", nil, []string{"Village Urugwiro"}},
		{"a lone source's handout", "A surgeon at work. Photo: ICRC handout", "Photo: ICRC handout", nil, []string{"ICRC"}},
		{"an archive picture's photographer", "Workers at the plant, 1997. BELGA PHOTO/ARCHIVES HERWIG VERGULT", "BELGA PHOTO/ARCHIVES HERWIG VERGULT", []string{"Herwig Vergult"}, []string{"Belga"}},
		{"an archive's own name", "A survey ship, 1921. ARCHIVES NEW ZEALAND/HANDOUT", "ARCHIVES NEW ZEALAND/HANDOUT", nil, []string{"ARCHIVES NEW ZEALAND"}},
		{"a first name cut short before a particle", "Evacuees in Kruiningen, 4 February 1953. Photo: Jac. de Nijs/Anefo/Nationaal Archief", "Photo: Jac. de Nijs/Anefo/Nationaal Archief", []string{"Jac. de Nijs"}, []string{"Anefo", "Nationaal Archief"}},
		{"the label with no colon", "Peacekeepers patrol Goma. Photo MONUSCO/Sylvain Liechti", "Photo MONUSCO/Sylvain Liechti", []string{"Sylvain Liechti"}, []string{"MONUSCO"}},
		{"a photographer's abbreviated label", "Villagers flee Beni. Radio Okapi/Ph. John Bompengo", "Radio Okapi/Ph. John Bompengo", []string{"John Bompengo"}, []string{"Radio Okapi"}},
		{"an agency's archive in its language", "Troops enter Knin. (HINA/Zvonimir Tušek/arhiva)", "HINA/Zvonimir Tušek/arhiva", []string{"Zvonimir Tušek"}, []string{"HINA"}},
		{"a mobile note before AFP's credit", "Fans cheer in Soweto. NO PUSH TO MOBILE / MOBILE USE SOLELY WITHIN EDITORIAL ARTICLE - AFP PHOTO / PEDRO UGARTE", "AFP PHOTO / PEDRO UGARTE", []string{"Pedro Ugarte"}, []string{"AFP"}},
		{"initials with a middle one", "Alun Michael speaks. REUTERS/Dylan Martinez DJM/AA", "REUTERS/Dylan Martinez DJM/AA", []string{"Dylan Martinez"}, []string{"Reuters"}},
		{"a label inside the last sentence", "Tiger Roll clears The Chair for trainer Gordon Elliott Aintree 6.4.19 Pic: Hugh Routledge/racingfotos.com", "Pic: Hugh Routledge/racingfotos.com", []string{"Hugh Routledge"}, []string{"racingfotos.com"}},
		{"a region's government", "Fallen trees cover a hillside. Veneto Region/via REUTERS", "Veneto Region/via REUTERS", nil, []string{"Veneto Region", "Reuters"}},
		{"a collection named by a common word", "Soldiers take cover, 3 July 1970. (Photo by Express/Getty Images)", "Photo by Express/Getty Images", nil, []string{"Express", "Getty Images"}},
		{"handout source org", "A jet. (Photo by Reuters/Ministry of Defence of the Russian Federation)", "Photo by Reuters/Ministry of Defence of the Russian Federation", nil, []string{"Reuters", "Ministry of Defence of the Russian Federation"}},
		{"stringer and file skipped", "A fire. (Photo by Stringer/AFP/File)", "Photo by Stringer/AFP/File", nil, []string{"AFP"}},
		{"via getty", "Fighters. (Photo by Javed Tanveer/AFP via Getty Images)", "Photo by Javed Tanveer/AFP via Getty Images", []string{"Javed Tanveer"}, []string{"AFP", "Getty Images"}},
		{"rank stripped", "Evacuees, Aug. 24, 2021. U.S. Air Force photo by Staff Sgt. Brandon Cribelar/Handout via REUTERS", "U.S. Air Force photo by Staff Sgt. Brandon Cribelar/Handout via REUTERS", []string{"Brandon Cribelar"}, []string{"U.S. Air Force", "Reuters"}},
		{"picture service and via", "Rescue in Palu, September 30, 2018. Antara Foto/Muhammad Adimaja/via REUTERS", "Antara Foto/Muhammad Adimaja/via REUTERS", []string{"Muhammad Adimaja"}, []string{"Antara", "Reuters"}},
		{"trailing id code", "Fans. (Photo by Ana Ruiz/Télam) ID: 20221218-0441", "Photo by Ana Ruiz/Télam", []string{"Ana Ruiz"}, []string{"Télam"}},
		{"credit after the editors' notes", "Artillery fires. ATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY. Armenian Defence Ministry/Handout via REUTERS", "Armenian Defence Ministry/Handout via REUTERS", nil, []string{"Armenian Defence Ministry", "Reuters"}},
		{"notes with slashes after the credit", "A goal. Action Images via Reuters/Jason Cairnduff EDITORIAL USE ONLY. NO USE IN BETTING, GAMES OR SINGLE CLUB/LEAGUE/PLAYER PUBLICATIONS.", "Action Images via Reuters/Jason Cairnduff", []string{"Jason Cairnduff"}, []string{"Action Images", "Reuters"}},
		{"agency pool", "Minsk. (Nikolai Petrov/BelTA Pool Photo via AP)", "Nikolai Petrov/BelTA Pool Photo via AP", []string{"Nikolai Petrov"}, []string{"BelTA", "AP"}},
		{"handout photo colon", "Tanks near Rafah on 2024-05-07. Handout photo: Israel Defense Forces", "Handout photo: Israel Defense Forces", nil, []string{"Israel Defense Forces"}},
		{"quality note after a stringer", "Buses leave Aleppo, Syria, 15 December 2016. EPA/STR BEST QUALITY AVAILABLE", "EPA/STR", nil, []string{"EPA"}},
		{"a market closed after the name", "Protesters, 16 December 2018. EPA-EFE/ZOLTAN BALOGH HUNGARY OUT", "EPA-EFE/ZOLTAN BALOGH", []string{"Zoltan Balogh"}, []string{"EPA", "EFE"}},
		{"markets joined by and", "A final, 28 January 2024. EPA-EFE/JAMES ROSS AUSTRALIA AND NEW ZEALAND OUT", "EPA-EFE/JAMES ROSS", []string{"James Ross"}, []string{"EPA", "EFE"}},
		{"markets in lower case", "Tractors on a motorway. ANP / REMKO DE WAAL netherlands out - belgium out", "ANP / REMKO DE WAAL", []string{"Remko De Waal"}, []string{"ANP"}},
		{"a surname that is no market", "A rally. EPA-EFE/JULIAN STRATENSCHULTE", "EPA-EFE/JULIAN STRATENSCHULTE", []string{"Julian Stratenschulte"}, []string{"EPA", "EFE"}},
		{"a note opening the credit's sentence", "Troops advance. RESTRICTED TO EDITORIAL USE HANDOUT/NEPAL ARMY/AFP", "HANDOUT/NEPAL ARMY/AFP", nil, []string{"NEPAL ARMY", "AFP"}},
		{"a fuller credit after the notes", "A goal. AFP PHOTO / ANNA SMITH RESTRICTED TO EDITORIAL USE. No use with unauthorized audio, club/league logos. ANNA SMITH/AFP/Getty Images", "ANNA SMITH/AFP/Getty Images", []string{"Anna Smith"}, []string{"AFP", "Getty Images"}},
		{"satellite image copyright", "Burnt tanks at a depot. Satellite image ©2021 Maxar Technologies/Handout via REUTERS", "Maxar Technologies/Handout via REUTERS", nil, []string{"Maxar Technologies", "Reuters"}},
		{"credit after a state's abbreviation", "A touchdown in Foxborough, Mass. Photo: Jane Roe/AP", "Photo: Jane Roe/AP", []string{"Jane Roe"}, []string{"AP"}},
		{"a quotation closes the sentence before the credit", "Merkel told reporters: 'We can do this.' Photo credit should read JOHN MACDOUGALL/AFP/Getty Images", "Photo credit should read JOHN MACDOUGALL/AFP/Getty Images", []string{"John Macdougall"}, []string{"AFP", "Getty Images"}},
		{"a Portuguese archive before an agency", "Rancher Darly Alves da Silva sits in court. Arquivo/Agencia Brasil", "Arquivo/Agencia Brasil", nil, []string{"Agência Brasil"}},
		{"a photographer whose given name is an agency's acronym", "A protest in Bonn. INA FASSBENDER/AFP", "INA FASSBENDER/AFP", []string{"Ina Fassbender"}, []string{"AFP"}},
		{"an archive before a newspaper", "The body of Gonzalo Rodriguez Gacha, December 16, 1989. Photo: Archivo/El Tiempo", "Photo: Archivo/El Tiempo", nil, []string{"El Tiempo"}},
		{"a broadcaster after a note", "Suu Kyi at her gate. (AP Photo/Democratic Voice of Burma, HO)", "AP Photo/Democratic Voice of Burma, HO", nil, []string{"AP", "Democratic Voice of Burma"}},
		{"a body in a country as the source", "Shelling in Homs. (AP Photo/Local Coordination Committees in Homs)", "AP Photo/Local Coordination Committees in Homs", nil, []string{"AP", "Local Coordination Committees in Homs"}},
		{"a unit's long name", "A tank. Press Service of the 47th Separate Mechanized Brigade of the Ukrainian Armed Forces/Handout via REUTERS", "Press Service of the 47th Separate Mechanized Brigade of the Ukrainian Armed Forces/Handout via REUTERS", nil, []string{"47th Separate Mechanized Brigade", "Reuters"}},
		{"a lower-case press office", "Inmates. (Honduras presidential press office via AP)", "Honduras presidential press office via AP", nil, []string{"Honduras presidential press office", "AP"}},
		{"agency hyphen photographer", "A launch in Kourou. EPA-EFE/ESA-S. CORVAJA HANDOUT", "EPA-EFE/ESA-S. CORVAJA HANDOUT", []string{"S. Corvaja"}, []string{"EPA", "EFE", "ESA"}},
		{"a newspaper alone in brackets", "A shrine in Kyoto. (The Asahi Shimbun)", "The Asahi Shimbun", nil, []string{"Asahi Shimbun"}},
		{"an agency's photo and its day", "Voters in Taichung. CNA photo Jan. 13, 2024", "CNA photo", nil, []string{"CNA"}},
		{"an archive is no agency", "A parade in Seville, 1939. EFE/ARCHIVO", "EFE/ARCHIVO", nil, []string{"EFE"}},
		{"a rank written Sfc", "A corpsman in Korea. (U.S. Army Signal Corps photo by Sfc. John Rich)", "U.S. Army Signal Corps photo by Sfc. John Rich", []string{"John Rich"}, []string{"U.S. Army Signal Corps"}},
		{"an ampersand names a firm", "A final at Wembley. (Photo by S&G/PA Images via Getty Images)", "Photo by S&G/PA Images via Getty Images", nil, []string{"S&G", "PA Images", "Getty Images"}},
		{"a photography business", "A goal. (Photo by Bob Thomas Sports Photography via Getty Images)", "Photo by Bob Thomas Sports Photography via Getty Images", nil, []string{"Bob Thomas Sports Photography", "Getty Images"}},
		{"one word before a full name publishes it", "A rally in Bogota. (Vanguardia/Maria Lopez)", "Vanguardia/Maria Lopez", []string{"Maria Lopez"}, []string{"Vanguardia"}},
		{"one name before an agency is a photographer", "A market in Kabul. (Shadati/Xinhua)", "Shadati/Xinhua", []string{"Shadati"}, []string{"Xinhua"}},
		{"a contributor is no one", "Rescuers search the hall. (Photo by Contributor/Getty Images)", "Photo by Contributor/Getty Images", nil, []string{"Getty Images"}},
		{"an elided article inside a supplier", "A visit in this handout photo. HANDOUT/Primature d'Haiti", "HANDOUT/Primature d'Haiti", nil, []string{"Primature d'Haiti"}},
		{"the credit AFP asks for names the photographer", `A launch in Kourou. (Photo by Handout / ESA / AFP) / RESTRICTED TO EDITORIAL USE - MANDATORY CREDIT "AFP PHOTO / ESA / J. DOE" - NO MARKETING`, "Photo by Handout / ESA / AFP", []string{"J. Doe"}, []string{"ESA", "AFP"}},
		{"a distribution note is no one", "A crafts fair in Lima. Photo: ANDINA/Difusión", "Photo: ANDINA/Difusión", nil, []string{"Andina"}},
		{"a paper before its photographer", "Children leave the school. (AP Photo/Newtown Bee, Shannon Hicks)", "AP Photo/Newtown Bee, Shannon Hicks", []string{"Shannon Hicks"}, []string{"AP", "Newtown Bee"}},
		{"a photographer before an agency named like a person", "A march in Paris. (Photo by Charles-Antoine Delourme/Hans Lucas/AFP)", "Photo by Charles-Antoine Delourme/Hans Lucas/AFP", []string{"Charles-Antoine Delourme"}, []string{"Hans Lucas", "AFP"}},
		{"an agency's pictures", "Supporters rally in Langkawi, Kedah, on 5 May 2018. BERNAMA PIX", "BERNAMA PIX", nil, []string{"Bernama"}},
		{"a Chilean agency", "Students march in Santiago. (Agencia Uno via AP)", "Agencia Uno via AP", nil, []string{"Agencia Uno", "AP"}},
		{"restrictions before the credit", "A final, 15 July 2018. (RESTRICTIONS APPLY: Editorial Use Only, not used in association with any commercial entity - Images must not be used in any form of alert service) EPA-EFE/SRDJAN SUKI", "EPA-EFE/SRDJAN SUKI", []string{"Srdjan Suki"}, []string{"EPA", "EFE"}},
		{"editor's initials and year after the name", "A grave in Aceh, Friday (26/12/2014). ANTARA FOTO/Irwansyah Putra/ama/14.", "ANTARA FOTO/Irwansyah Putra", []string{"Irwansyah Putra"}, []string{"Antara"}},
		{"square brackets", "Ministers in Sde Boker, Israel, on March 28, 2022. [State Department photo by Freddie Everett/ Public Domain]", "State Department photo by Freddie Everett/ Public Domain", []string{"Freddie Everett"}, []string{"State Department"}},
		{"a newspaper before its photographer", "A flag in New York on Sept. 11, 2001. (AP Photo/The Record, Thomas E. Franklin)", "AP Photo/The Record, Thomas E. Franklin", []string{"Thomas E. Franklin"}, []string{"AP", "The Record"}},
		{"a shouted supplier via a distributor", "BTS perform in Busan, October 15, 2022. (Photo by HYBE via Getty Images)", "Photo by HYBE via Getty Images", nil, []string{"HYBE", "Getty Images"}},
		{"a numbered office supplies a handout", "Sunak greets Zelenskiy, May 15, 2023. Simon Walker/No 10 Downing Street/Handout via REUTERS", "Simon Walker/No 10 Downing Street/Handout via REUTERS", []string{"Simon Walker"}, []string{"No 10 Downing Street", "Reuters"}},
		{"a park supplies a handout after the agency", "A tortoise found dead on Sunday. REUTERS/Galapagos National Park/Handout", "REUTERS/Galapagos National Park/Handout", nil, []string{"Reuters", "Galapagos National Park"}},
		{"an honorific that is a first name", "Soldiers near Badme, March 2, 1999. (AP Photo/Sayyid Azim)", "AP Photo/Sayyid Azim", []string{"Sayyid Azim"}, []string{"AP"}},
		{"a market note after the credit's full stop", "A carriage fell in Wenzhou, July 24, 2011. China Daily via REUTERS. CHINA OUT.", "China Daily via REUTERS", nil, []string{"China Daily", "Reuters"}},
		{"supplied by", "A bushfire, December 31, 2019. (AAP Image/Supplied by Allison Marion) NO ARCHIVING, EDITORIAL USE ONLY", "AAP Image/Supplied by Allison Marion", []string{"Allison Marion"}, []string{"AAP"}},
		{"a navy imagery rank", "Evacuees aboard a ship, 2020-01-03. (Photo by LSIS Shane Cameron/Australian Defence Force via Getty Images)", "Photo by LSIS Shane Cameron/Australian Defence Force via Getty Images", []string{"Shane Cameron"}, []string{"Australian Defence Force", "Getty Images"}},
		{"a lower-case agency last", "Vendors keep working despite the attacks. Photo: Oleksandr Kovalenko/dpa", "Photo: Oleksandr Kovalenko/dpa", []string{"Oleksandr Kovalenko"}, []string{"dpa"}},
		{"a shouted rank", "Ash in Tonga, January 17, 2022. CPL Vanessa Parker/NZDF/Handout via REUTERS", "CPL Vanessa Parker/NZDF/Handout via REUTERS", []string{"Vanessa Parker"}, []string{"NZDF", "Reuters"}},
		{"a newspaper credited bare", "Officers search Highland Park, Ill. Jack Gruber/USA TODAY", "Jack Gruber/USA TODAY", []string{"Jack Gruber"}, []string{"USA TODAY"}},
		{"markets closed after the credit", "A launch, November 18, 2022. (Photo by KCNA VIA KNS / AFP) / South Korea OUT / REPUBLIC OF KOREA OUT", "Photo by KCNA VIA KNS / AFP", nil, []string{"KCNA", "KNS", "AFP"}},
		{"a library supplies a handout", "A missile site. (HANDOUT/U.S. Department of Defense/John F. Kennedy Presidential Library)", "HANDOUT/U.S. Department of Defense/John F. Kennedy Presidential Library", nil, []string{"U.S. Department of Defense", "John F. Kennedy Presidential Library"}},
		{"a given name before a handout is a photographer", "Ben-Gurion proclaims the State of Israel, May 14, 1948. (Photo by Rudi Weissenstein/HANDOUT/Israel Government Press Office)", "Photo by Rudi Weissenstein/HANDOUT/Israel Government Press Office", []string{"Rudi Weissenstein"}, []string{"Israel Government Press Office"}},
		{"a copyright sign between photographer and owner", "Troops wade ashore, June 6, 1944. (Photo by Robert Capa © International Center of Photography/Magnum Photos)", "Photo by Robert Capa © International Center of Photography/Magnum Photos", []string{"Robert Capa"}, []string{"International Center of Photography", "Magnum Photos"}},
		{"a ministry's portfolios", "A minister speaks at Funafuti, Tuvalu, November 5, 2021. Tuvalu Ministry of Justice, Communication and Foreign Affairs/Handout via REUTERS", "Tuvalu Ministry of Justice, Communication and Foreign Affairs/Handout via REUTERS", nil, []string{"Tuvalu Ministry of Justice, Communication and Foreign Affairs", "Reuters"}},
		{"one shouted name after an agency's PHOTO", "A ward in Gueckedou, Guinea, on April 1, 2014. AFP PHOTO / SEYLLOU", "AFP PHOTO / SEYLLOU", []string{"Seyllou"}, []string{"AFP"}},
		{"a list with a serial comma", "A nebula, July 12, 2022. (NASA, ESA, CSA, and STScI via AP)", "NASA, ESA, CSA, and STScI via AP", nil, []string{"NASA", "ESA", "CSA", "STScI", "AP"}},
		{"an agency named with Photo", "A tank in Stepanakert. (Tigran Mehrabyan/PAN Photo via AP)", "Tigran Mehrabyan/PAN Photo via AP", []string{"Tigran Mehrabyan"}, []string{"PAN Photo", "AP"}},
		{"the Press Association's bare initials", "Flowers outside Kensington Palace in London, 2 September 1997. Photo: John Stillwell/PA", "Photo: John Stillwell/PA", []string{"John Stillwell"}, []string{"PA"}},
		{"a press service of an office", "The inauguration in Ashgabat, Turkmenistan March 19, 2022. Press Service of the President of Turkmenistan/Handout via REUTERS", "Press Service of the President of Turkmenistan/Handout via REUTERS", nil, []string{"Press Service of the President of Turkmenistan", "Reuters"}},
		{"a body's regional office", "Damaged houses in Port Vila, Vanuatu, on March 16, 2015. EPA/UNICEF PACIFIC/HANDOUT EDITORIAL USE ONLY/NO SALES", "EPA/UNICEF PACIFIC/HANDOUT", nil, []string{"EPA", "UNICEF PACIFIC"}},
		{"a paper's label and a colon", "Pritam Singh arrives at the State Courts on Oct 14, 2024. ST PHOTO: JASON QUAH", "ST PHOTO: JASON QUAH", []string{"Jason Quah"}, []string{"ST"}},
		{"a league's photo service", "Fans watch at Blundstone Arena on May 13, 2023. (Photo by Grant Whitcombe/AFL Photos via Getty Images)", "Photo by Grant Whitcombe/AFL Photos via Getty Images", []string{"Grant Whitcombe"}, []string{"AFL Photos", "Getty Images"}},
		{"laif in lower case", "A winding tower stands in Bytom. (Photo by Christoph von Haussen/laif)", "Photo by Christoph von Haussen/laif", []string{"Christoph von Haussen"}, []string{"laif"}},
		{"a lone word before a full name", "Monks pray at a monastery in Boudha, Kathmandu, on April 21, 2014. Republica/Keshab Thapa", "Republica/Keshab Thapa", []string{"Keshab Thapa"}, []string{"Republica"}},
		{"a company's legal form", "Workers build a viaduct in the Chiltern Hills. HS2 Ltd / PA", "HS2 Ltd / PA", nil, []string{"HS2 Ltd", "PA"}},
		{"a legal form that is a surname in capitals", "Indigenous people march in Brasilia. EVARISTO SA/AFP", "EVARISTO SA/AFP", []string{"Evaristo Sa"}, []string{"AFP"}},
		{"a paper named with its word", "Smoke rises over the hills above Gennadi on Rhodes. (Photo: Rodiaki newspaper)", "Photo: Rodiaki newspaper", nil, []string{"Rodiaki"}},
		{"Red Bull Content Pool's slashed credit and its usage note", "Sam Sunderland races during stage 12 of the rally near Jeddah. // Tomás Ferreira-Lobo / Red Bull Content Pool // SI202201140287 // Usage for editorial use only //", "// Tomás Ferreira-Lobo / Red Bull Content Pool // SI202201140287", []string{"Tomás Ferreira-Lobo"}, []string{"Red Bull Content Pool"}},
		{"an unknown supplier before via", "The Meliadine gold mine stands near Rankin Inlet. (Agnico Eagle via AP)", "Agnico Eagle via AP", nil, []string{"Agnico Eagle", "AP"}},
		{"a photographer before via", "A sketch shows the defendant in court. (Elizabeth Williams via AP)", "Elizabeth Williams via AP", []string{"Elizabeth Williams"}, []string{"AP"}},
		{"a mining company before via", "Miners descend a shaft at the Mufulira mine. (Mopani Copper Mines via AP)", "Mopani Copper Mines via AP", nil, []string{"Mopani Copper Mines", "AP"}},
		{"a picture agency named Foto", "Fans cheer in Warsaw, May 2, 2019. (Photo by Foto Olimpik/NurPhoto via Getty Images)", "Photo by Foto Olimpik/NurPhoto via Getty Images", nil, []string{"Foto Olimpik", "NurPhoto", "Getty Images"}},
		{"one shouted name before a German paper", "Tourists walk in Salzburg, Austria, 27.07.2019. FOTO: NEUMAYR / Salzburger Nachrichten", "FOTO: NEUMAYR / Salzburger Nachrichten", []string{"Neumayr"}, []string{"Salzburger Nachrichten"}},
		{"a lender named with its city at the end", "Players train in Tel Aviv on Sunday. (Photo courtesy of Maccabi Tel Aviv)", "Photo courtesy of Maccabi Tel Aviv", nil, []string{"Maccabi Tel Aviv"}},
		{"video obtained by an agency", "Protesters gather in Almaty, Kazakhstan January 5, 2022, in this still image taken from video. Video obtained by REUTERS", "Video obtained by REUTERS", nil, []string{"Reuters"}},
		{"an agency's pic by a photographer", "Residents clean mud in Kota Kinabalu on Monday. — Bernama pic by Zulkarnain bin Mohd Ali", "— Bernama pic by Zulkarnain bin Mohd Ali", []string{"Zulkarnain bin Mohd Ali"}, []string{"Bernama"}},
		{"a one-name photographer and a bulletin", "Allan Langer runs water on the Gold Coast on Monday. Tamati / Gold Coast Bulletin", "Tamati / Gold Coast Bulletin", []string{"Tamati"}, []string{"Gold Coast Bulletin"}},
		{"dpa's services in lower case", "Marchers walk in Plauen on 1 May 2019. Sebastian Willnow/dpa-Zentralbild/dpa", "Sebastian Willnow/dpa-Zentralbild/dpa", []string{"Sebastian Willnow"}, []string{"dpa-Zentralbild", "dpa"}},
		{"a lender in brackets", "Headquarters in Foster City, California, in 2014. (Courtesy of Gilead Sciences)", "Courtesy of Gilead Sciences", nil, []string{"Gilead Sciences"}},
		{"a lender named after a city", "Riders at the rodeo grounds, July 2019. (Courtesy of the Calgary Stampede)", "Courtesy of the Calgary Stampede", nil, []string{"Calgary Stampede"}},
		{"a lender named in three words", "A gelding grazes in Westmeath. Photo courtesy of Gigginstown House Stud", "Photo courtesy of Gigginstown House Stud", nil, []string{"Gigginstown House Stud"}},
		{"courtesy without of", "Soldiers fire a howitzer, 2019. Courtesy U.S. Army", "Courtesy U.S. Army", nil, []string{"U.S. Army"}},
		{"photo courtesy without of", "The prime minister speaks. (Photo courtesy Barbados Government Information Service)", "Photo courtesy Barbados Government Information Service", nil, []string{"Barbados Government Information Service"}},
		{"a paper named with a hyphen", "Fuel leaked from the tanks, Dec. 3, 2021. Cindy Ellen Russell / Honolulu Star-Advertiser", "Cindy Ellen Russell / Honolulu Star-Advertiser", []string{"Cindy Ellen Russell"}, []string{"Honolulu Star-Advertiser"}},
		{"a photographer and a lender", "Members march in New Orleans. (Photo by Zeke/Courtesy of Krewe du Vieux)", "Photo by Zeke/Courtesy of Krewe du Vieux", []string{"Zeke"}, []string{"Krewe du Vieux"}},
		{"a city lends a picture", "Residents practise a drill. (Photo courtesy of Nishinomiya City)", "Photo courtesy of Nishinomiya City", nil, []string{"Nishinomiya City"}},
		{"a photographer named Pool", "Evacuees rest in Dallas. Photo: Smiley N. Pool/The Dallas Morning News", "Photo: Smiley N. Pool/The Dallas Morning News", []string{"Smiley N. Pool"}, []string{"Dallas Morning News"}},
		{"a sports paper", "Fans cheer at Koshien Stadium. (Sports Nippon/Getty Images)", "Sports Nippon/Getty Images", nil, []string{"Sports Nippon", "Getty Images"}},
		{"a paper named after a number", "A man fishes in the Danube. Photo: Stefan Iliev / 24 Chasa", "Photo: Stefan Iliev / 24 Chasa", []string{"Stefan Iliev"}, []string{"24 Chasa"}},
		{"a town hall's credit", "A building rises in Lac-Megantic. Photo: Ville de Lac-Mégantic", "Photo: Ville de Lac-Mégantic", nil, []string{"Ville de Lac-Mégantic"}},
		{"a paper's name opening with its word", "Visitors walk through the bunker. Foto Carmelo Sciortino / Giornale di Sicilia", "Foto Carmelo Sciortino / Giornale di Sicilia", []string{"Carmelo Sciortino"}, []string{"Giornale di Sicilia"}},
		{"a photographer whose surname is a body's word after particles", "Cracked mud covers Gatun Lake. Photo: Luis de la Guardia/La Prensa", "Photo: Luis de la Guardia/La Prensa", []string{"Luis de la Guardia"}, []string{"La Prensa"}},
		{"a one-name photographer before a paper opened by its article", "Residents sift through ashes in Lima, 2016. Photo: Yaku / La República", "Photo: Yaku / La República", []string{"Yaku"}, []string{"La República"}},
		{"a person lends a picture", "A flooded street in Sydney. (Courtesy of Kingsley Roberts)", "Courtesy of Kingsley Roberts", []string{"Kingsley Roberts"}, nil},
		{"a company's handout, lower case", "Joe Biden drives a truck in Dearborn, Mich., on May 18, 2021. (Ford Motor Co. handout via AP)", "Ford Motor Co. handout via AP", nil, []string{"Ford Motor Co.", "AP"}},
		{"a university credited", "A volunteer receives an injection. Photo credit should read: University of Oxford/PA Wire", "Photo credit should read: University of Oxford/PA Wire", nil, []string{"University of Oxford", "PA Images"}},
		{"courtesy of", "A summit. Omar Haddad/Courtesy of Royal Court/Handout via REUTERS", "Omar Haddad/Courtesy of Royal Court/Handout via REUTERS", []string{"Omar Haddad"}, []string{"Royal Court", "Reuters"}},
		{"glossed acronym", "A protest. WANA (West Asia News Agency) via REUTERS ATTENTION EDITORS - THIS PICTURE WAS PROVIDED BY A THIRD PARTY", "WANA (West Asia News Agency) via REUTERS", nil, []string{"West Asia News Agency", "Reuters"}},
		{"a mandatory credit in the notes is the only credit", `Soldiers build a fence near Kuznica, Poland. RESTRICTED TO EDITORIAL USE - MANDATORY CREDIT "AFP PHOTO / POLISH MINISTRY OF DEFENCE" - NO MARKETING`, "AFP PHOTO / POLISH MINISTRY OF DEFENCE", nil, []string{"AFP", "POLISH MINISTRY OF DEFENCE"}},
		{"an agency in Polish before its photographer", "Kaczynski lays a wreath in Warsaw. Agencja Gazeta/Slawomir Kaminski via REUTERS", "Agencja Gazeta/Slawomir Kaminski via REUTERS", []string{"Slawomir Kaminski"}, []string{"Agencja Gazeta", "Reuters"}},
		{"a handout's photographer after HO-", "Smoke rises over Lytton, B.C., on June 30, 2021. THE CANADIAN PRESS/HO-Edith Loring-Kuhanga", "THE CANADIAN PRESS/HO-Edith Loring-Kuhanga", []string{"Edith Loring-Kuhanga"}, []string{"THE CANADIAN PRESS"}},
		{"mandatory credit and notes", "A quake. Mandatory credit Kyodo/via REUTERS ATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY. JAPAN OUT.", "Mandatory credit Kyodo/via REUTERS", nil, []string{"Kyodo", "Reuters"}},
		{"three agencies", "(Photo by Ana Ruiz/Eyepix Group/Future Publishing via Getty Images)", "Photo by Ana Ruiz/Eyepix Group/Future Publishing via Getty Images", []string{"Ana Ruiz"}, []string{"Eyepix Group", "Future Publishing", "Getty Images"}},
		{"lower-case agency brand", "A fire. Stelios Karamanlis/picture alliance via Getty Images", "Stelios Karamanlis/picture alliance via Getty Images", []string{"Stelios Karamanlis"}, []string{"picture alliance", "Getty Images"}},
		{"source between photographer and distributor", "A landslide. Tomas Kila/Highlands Relief Network/via REUTERS", "Tomas Kila/Highlands Relief Network/via REUTERS", []string{"Tomas Kila"}, []string{"Highlands Relief Network", "Reuters"}},
		{"web address agency", "Tractors on the A6. Paul Girard/NEWSPRESS.COM", "Paul Girard/NEWSPRESS.COM", []string{"Paul Girard"}, []string{"NEWSPRESS.COM"}},
		{"handout supplier first", "A tanker burns. EUNAVFOR ASPIDES/Handout via REUTERS", "EUNAVFOR ASPIDES/Handout via REUTERS", nil, []string{"EUNAVFOR ASPIDES", "Reuters"}},
		{"agency photo name", "Farmers spray manure, 1 February 2024. BELGA PHOTO NICOLAS MAETERLINCK", "BELGA PHOTO NICOLAS MAETERLINCK", []string{"Nicolas Maeterlinck"}, []string{"Belga"}},
		{"archive code after a name", "Protesters. REUTERS/Leonardo Fernandez Viloria RC2J59AKVTKN", "REUTERS/Leonardo Fernandez Viloria RC2J59AKVTKN", []string{"Leonardo Fernandez Viloria"}, []string{"Reuters"}},
		{"navy rank stripped", "A jet. U.S. Navy/Mass Communication Specialist 3rd Class Kaitlin Watt/Handout via REUTERS", "U.S. Navy/Mass Communication Specialist 3rd Class Kaitlin Watt/Handout via REUTERS", []string{"Kaitlin Watt"}, []string{"U.S. Navy", "Reuters"}},
		{"partner agency first", "Bushfire smoke. Coastline Image/Dean Walsh via REUTERS", "Coastline Image/Dean Walsh via REUTERS", []string{"Dean Walsh"}, []string{"Coastline Image", "Reuters"}},
		{"agency desk", "Voters queue. Dana Hills/Sipa USA", "Dana Hills/Sipa USA", []string{"Dana Hills"}, []string{"Sipa USA"}},
		{"photographer colon", "A rally. Photographer: Ari Santoso/Bloomberg via Getty Images", "Photographer: Ari Santoso/Bloomberg via Getty Images", []string{"Ari Santoso"}, []string{"Bloomberg", "Getty Images"}},
		{"restrictions after the credit", "Lowry lifts the jug, July 21, 2019. Photo credit should read: Richard Sellers/PA Wire. RESTRICTIONS: Editorial use only.", "Photo credit should read: Richard Sellers/PA Wire", []string{"Richard Sellers"}, []string{"PA Images"}},
		{"a particle in a photographer's name", "A bowler in Mirpur, Dhaka on December 7, 2022. Munir uz Zaman / AFP", "Munir uz Zaman / AFP", []string{"Munir uz Zaman"}, []string{"AFP"}},
		{"a paper named with a German word before its photographer", "Sesselmann celebrates in Sonneberg, June 25, 2023. Photo: Freies Wort/Carl-Heinz Zitzmann", "Photo: Freies Wort/Carl-Heinz Zitzmann", []string{"Carl-Heinz Zitzmann"}, []string{"Freies Wort"}},
		{"a German body's compound", "Soeder signs the deal on 26 October 2023. Photo courtesy of Bayerische Staatskanzlei", "Photo courtesy of Bayerische Staatskanzlei", nil, []string{"Bayerische Staatskanzlei"}},
		{"a Russian paper's Pravda", "A tank leaks in Norilsk on June 3, 2020. Photo: Zapolyarnaya Pravda", "Photo: Zapolyarnaya Pravda", nil, []string{"Zapolyarnaya Pravda"}},
		{"a news site's Info", "Officials count ballots on May 6, 2024. Photo: Alwihda Info", "Photo: Alwihda Info", nil, []string{"Alwihda Info"}},
		{"a club supplies a handout", "McIlroy wins. Augusta National/Handout via REUTERS", "Augusta National/Handout via REUTERS", nil, []string{"Augusta National", "Reuters"}},
		{"a name hyphenated to the next part's agency", "Brathwaite celebrates. (Photo by Gareth Copley-IDI/IDI via Getty Images)", "Photo by Gareth Copley-IDI/IDI via Getty Images", []string{"Gareth Copley"}, []string{"IDI", "Getty Images"}},
		{"a generation suffix in lower case", "Relatives gather in Angrois on July 24, 2023. EFE/Lavandeira jr", "EFE/Lavandeira jr", []string{"Lavandeira jr"}, []string{"EFE"}},
		{"a paper named in its own language before its photographer", "Smoke billows over Balikpapan Bay on March 31, 2018. Photo: Tribun Kaltim/Anjas Pratama", "Photo: Tribun Kaltim/Anjas Pratama", []string{"Anjas Pratama"}, []string{"Tribun Kaltim"}},
		{"a park supplies a handout", "Lava flows on Isabela island on June 27, 2018. (Galapagos National Park via AP)", "Galapagos National Park via AP", nil, []string{"Galapagos National Park", "AP"}},
		{"a body named in Spanish, and EFE's notes", "Rangers inspect a boat off San Cristóbal on 3 June 2022. EFE/Parque Nacional Galápagos SOLO USO EDITORIAL/NO VENTAS", "EFE/Parque Nacional Galápagos", nil, []string{"EFE", "Parque Nacional Galápagos"}},
		{"a courtesy in Spanish", "Workers move the pipeline in El Chaco on 3 June 2022. Foto: Cortesía Petroecuador", "Foto: Cortesía Petroecuador", nil, []string{"Petroecuador"}},
		{"an online paper before its photographer", "Tourists ride camels past St Catherine's Monastery. Photo: Ahram Online / Sherif Sonbol", "Photo: Ahram Online / Sherif Sonbol", []string{"Sherif Sonbol"}, []string{"Ahram Online"}},
		{"a paper named by its word before its photographer", "A protester is detained in Mbabane on October 27, 2023. Eswatini Observer/Sibusiso Zwane", "Eswatini Observer/Sibusiso Zwane", []string{"Sibusiso Zwane"}, []string{"Eswatini Observer"}},
		{"an image courtesy of a body", "Rescuers dig through rubble in Enga on May 27, 2024. Image courtesy of CARE Australia/Tom Kila", "Image courtesy of CARE Australia/Tom Kila", []string{"Tom Kila"}, []string{"CARE Australia"}},
		{"an agency alone in brackets", "The king prays in Rabat on Wednesday. (MAP)", "MAP", nil, []string{"MAP"}},
		{"file photo colon", "Miners march in Bucharest. File photo: Agerpres", "File photo: Agerpres", nil, []string{"Agerpres"}},
		{"an agency's photo archive", "People rally in Sofia. (BTA Photo Archive)", "BTA Photo Archive", nil, []string{"BTA"}},
		{"a unique reference number after the agency", "Floods, December 26, 2015. Danny Lawson/PA Wire URN:24956283", "Danny Lawson/PA Wire", []string{"Danny Lawson"}, []string{"PA Images"}},
		{"Reuters' sports picture service after the name", "Vardy lifts the trophy. Action Images via Reuters / Carl Recine Livepic", "Action Images via Reuters / Carl Recine", []string{"Carl Recine"}, []string{"Action Images", "Reuters"}},
		{"the editor's initials in brackets", "Monks pray. (Xinhua/Li Mangmang)(zcc)", "Xinhua/Li Mangmang", []string{"Li Mangmang"}, []string{"Xinhua"}},
		{"a numbered fire service supplies a handout", "A plane drops water. SDIS 33/Handout via REUTERS", "SDIS 33/Handout via REUTERS", nil, []string{"SDIS 33", "Reuters"}},
		{"an agency's name run together", "A bus. (Photo by Dimitar Dilkoff/AFP/GettyImages)", "Photo by Dimitar Dilkoff/AFP/GettyImages", []string{"Dimitar Dilkoff"}, []string{"AFP", "Getty Images"}},
		{"an official photo of the White House", "Obama meets Boehner, July 2011. (Official White House Photo by Pete Souza)", "Official White House Photo by Pete Souza", []string{"Pete Souza"}, []string{"White House"}},
		{"a firm's legal suffix after a comma", "Clinton testifies. (Photo by Bill Clark/CQ-Roll Call, Inc via Getty Images)", "Photo by Bill Clark/CQ-Roll Call, Inc via Getty Images", []string{"Bill Clark"}, []string{"CQ-Roll Call", "Getty Images"}},
		{"a court's collection supplies a handout", "Sotomayor takes the oath. REUTERS/Steve Petteway/Collection of the Supreme Court of the United States/Handout", "REUTERS/Steve Petteway/Collection of the Supreme Court of the United States/Handout", []string{"Steve Petteway"}, []string{"Reuters", "Supreme Court of the United States"}},
		{"an agency alone after Foto", "Fans cheer in Bogota. Foto: Colprensa", "Foto: Colprensa", nil, []string{"Colprensa"}},
		{"a photo courtesy of an office", "Marcos signs the order. (Photo courtesy of the Presidential Communications Office)", "Photo courtesy of the Presidential Communications Office", nil, []string{"Presidential Communications Office"}},
		{"a company's press service", "A power plant burns. Photo: Centrenergo press service", "Photo: Centrenergo press service", nil, []string{"Centrenergo"}},
		{"an agency's photo and a colon", "Migrants cross the border. MTI Fotó: Kelemen Zoltán Gergely", "MTI Fotó: Kelemen Zoltán Gergely", []string{"Kelemen Zoltán Gergely"}, []string{"MTI"}},
		{"an agency's hyphenated photo and a colon", "Van der Bellen wins. APA-FOTO: HERBERT NEUBAUER", "APA-FOTO: HERBERT NEUBAUER", []string{"Herbert Neubauer"}, []string{"APA"}},
		{"one prefix after another", "Leclerc wins. Mandatory Credit: Photo by SEBASTIEN NOGIER/EPA-EFE/Shutterstock (14491245c)", "Mandatory Credit: Photo by SEBASTIEN NOGIER/EPA-EFE/Shutterstock", []string{"Sebastien Nogier"}, []string{"EPA", "EFE", "Shutterstock"}},
		{"an archive's image number and a free licence", "Fighters in Grozny, 1 January 1995. RIA Novosti archive, image #27521 / Vladimir Vyatkin / CC-BY-SA 3.0", "RIA Novosti archive, image #27521 / Vladimir Vyatkin", []string{"Vladimir Vyatkin"}, []string{"RIA Novosti"}},
		{"a city supplies a picture", "Officers beat a man. (City of Memphis via AP)", "City of Memphis via AP", nil, []string{"City of Memphis", "AP"}},
		{"a market closed before the credit", "A reactor. Finland OUT / Photo credit should read VESA MOILANEN/LEHTIKUVA/AFP via Getty Images", "Photo credit should read VESA MOILANEN/LEHTIKUVA/AFP via Getty Images", []string{"Vesa Moilanen"}, []string{"Lehtikuva", "AFP", "Getty Images"}},
		{"an image number after the distributor", "A plant burns. Credit: Oleksii Chumachenko/SOPA Images via ZUMA Press Wire/Alamy Live News Image ID: 2M8XRTC", "Credit: Oleksii Chumachenko/SOPA Images via ZUMA Press Wire/Alamy Live News", []string{"Oleksii Chumachenko"}, []string{"SOPA Images", "ZUMA Press Wire", "Alamy Live News"}},
		{"an agency's photo by a photographer", "Visitors at the expo. Kazinform photo by Dmitry Morozov", "Kazinform photo by Dmitry Morozov", []string{"Dmitry Morozov"}, []string{"Kazinform"}},
		{"a number in square brackets after the credit", "A game in Tokyo. (Photo by Naoki Morita/AFLO) [0045]", "Photo by Naoki Morita/AFLO", []string{"Naoki Morita"}, []string{"Aflo"}},
		{"a body's national office", "A rhino. Photo credit should read: Ujung Kulon National Park Authority / WWF-Indonesia / Handout", "Photo credit should read: Ujung Kulon National Park Authority / WWF-Indonesia / Handout", nil, []string{"Ujung Kulon National Park Authority", "WWF-Indonesia"}},
		{"one shouted name before an agency", "Lemurs in a forest. RIJASOLO / AFP", "RIJASOLO / AFP", []string{"Rijasolo"}, []string{"AFP"}},
		{"a wildlife agency supplies a picture", "A wolf. (Photo by Colorado Parks and Wildlife via Getty Images)", "Photo by Colorado Parks and Wildlife via Getty Images", nil, []string{"Colorado Parks and Wildlife", "Getty Images"}},
		{"a campaign supplies a handout", "Biden speaks. Adam Schultz/Biden for President/Handout via REUTERS", "Adam Schultz/Biden for President/Handout via REUTERS", []string{"Adam Schultz"}, []string{"Biden for President", "Reuters"}},
		{"a rights group alone after Photo", "Police raid offices in Minsk. Photo: Viasna", "Photo: Viasna", nil, []string{"Viasna"}},
		{"a news site's address", "A plane lands in Minsk. (Photo by ONLINER.BY/AFP via Getty Images)", "Photo by ONLINER.BY/AFP via Getty Images", nil, []string{"ONLINER.BY", "AFP", "Getty Images"}},
		{"a surname that is a title's abbreviation ends the text", "Anutin takes a call with Cambodia's Hun Sen. Royal Thai Government/Handout via REUTERS", "Royal Thai Government/Handout via REUTERS", nil, []string{"Royal Thai Government", "Reuters"}},
		{"a shouted photographer and the paper after a comma", "Une maison inondée, le 28 avril 2019. PHOTO OLIVIER PONTBRIAND, LA PRESSE", "PHOTO OLIVIER PONTBRIAND, LA PRESSE", []string{"Olivier Pontbriand"}, []string{"La Presse"}},
		{"a photographer and the paper unseparated", "Des pompiers inspectent les décombres. Photo: Valérian Mazataud Le Devoir", "Photo: Valérian Mazataud Le Devoir", []string{"Valérian Mazataud"}, []string{"Le Devoir"}},
		{"a dash before the agency", "Bhutto was assassinated in Rawalpindi on December 27, 2007. — APP", "APP", nil, []string{"Associated Press of Pakistan"}},
		{"a photo courtesy and a colon, a numbered service", "Rescuers pull a man from the river. — Photo courtesy: Rescue 1122", "Photo courtesy: Rescue 1122", nil, []string{"Rescue 1122"}},
		{"the agency's own picture number in lower case", "Heat kills hundreds in Karachi. EPA-EFE/SHAHZAIB AKBER epa11436279", "EPA-EFE/SHAHZAIB AKBER", []string{"Shahzaib Akber"}, []string{"EPA", "EFE"}},
		{"a handout's source after HO", "A trawler off Puerto Madryn. HO / PREFECTURA NAVAL ARGENTINA / AFP", "HO / PREFECTURA NAVAL ARGENTINA / AFP", nil, []string{"PREFECTURA NAVAL ARGENTINA", "AFP"}},
		{"one shouted name before two agencies", "A market in Dakar. SEYLLOU/AFP/Getty Images", "SEYLLOU/AFP/Getty Images", []string{"Seyllou"}, []string{"AFP", "Getty Images"}},
		{"a lone word after the label is the source", "An explosion damaged 50 buildings. Photo: Punch", "Photo: Punch", nil, []string{"Punch"}},
		{"an Icelandic label", "Puffins in Heimaey. Ljósmynd: Óskar Pétur Friðriksson / Eyjafréttir", "Ljósmynd: Óskar Pétur Friðriksson / Eyjafréttir", []string{"Óskar Pétur Friðriksson"}, []string{"Eyjafréttir"}},
		{"a pool before the photographer", "The king waves. BELGA PHOTO POOL DIRK WAEM", "BELGA PHOTO POOL DIRK WAEM", []string{"Dirk Waem"}, []string{"Belga"}},
		{"an unknown acronym before a full name", "Protesters rally in Bratislava, 24 January 2025. TASR/Jaroslav Novak", "TASR/Jaroslav Novak", []string{"Jaroslav Novak"}, []string{"TASR"}},
		{"a web address before a name", "Supporters celebrate in Reykjavik, June 1, 2024. mbl.is/Eyþór Árnason", "mbl.is/Eyþór Árnason", []string{"Eyþór Árnason"}, []string{"mbl.is"}},
		{"a shouted paper after a shouted name", "A nurse is vaccinated on 27 December 2020. ÁLVARO MONGE / EL CORREO", "ÁLVARO MONGE / EL CORREO", []string{"Álvaro Monge"}, []string{"EL CORREO"}},
		{"a body's country desk before a name", "Deminers work in Mosul. Photo: UNMAS Iraq/Cengiz Yar", "Photo: UNMAS Iraq/Cengiz Yar", []string{"Cengiz Yar"}, []string{"UNMAS Iraq"}},
		{"an agency after the word photo", "Leaders meet. (Photo ITAR-TASS / Mikhail Mordasov)", "Photo ITAR-TASS / Mikhail Mordasov", []string{"Mikhail Mordasov"}, []string{"TASS"}},
		{"a reference number after the credit", "Supporters rally in Kirundo. Photo: Iwacu/Landry Mugisha (ref. IW-0508-20-031)", "Photo: Iwacu/Landry Mugisha", []string{"Landry Mugisha"}, []string{"Iwacu"}},
		{"a photographer's email address", "Demonstrators in Miami on July 13, 2021. Matias J. Ocner/mocner@miamiherald.com", "Matias J. Ocner/mocner@miamiherald.com", []string{"Matias J. Ocner"}, nil},
		{"a three-letter agency after photo by", "Police fire tear gas in Lahore. (Photo by PPI/Sipa USA)", "Photo by PPI/Sipa USA", nil, []string{"PPI", "Sipa USA"}},
		{"a hyphened collection", "Lava flows. (Photo by Arctic-Images/Getty Images)", "Photo by Arctic-Images/Getty Images", nil, []string{"Arctic-Images", "Getty Images"}},
		{"a handout's body opened by a given name", "The princess swears an oath in Madrid. HANDOUT/Royal Household of Spain", "HANDOUT/Royal Household of Spain", nil, []string{"Royal Household of Spain"}},
		{"for inside a body's name", "Bleached coral, March 2016. ARC Centre of Excellence for Coral Reef Studies/Handout via REUTERS", "ARC Centre of Excellence for Coral Reef Studies/Handout via REUTERS", nil, []string{"ARC Centre of Excellence for Coral Reef Studies", "Reuters"}},
		{"a navy photographer's rank", "Troops board a plane in Kabul. LPhot Ben Shread/UK Ministry of Defence/Crown Copyright/Handout via REUTERS", "LPhot Ben Shread/UK Ministry of Defence/Crown Copyright/Handout via REUTERS", []string{"Ben Shread"}, []string{"UK Ministry of Defence", "Reuters"}},
		{"one unknown word before via", "The mayor was found dead on Mount Bugak. Newsis via AP", "Newsis via AP", nil, []string{"Newsis", "AP"}},
		{"one unknown word in brackets after the text", "Polls closed in Seoul. (Newsis)", "Newsis", nil, []string{"Newsis"}},
		{"a credit that names no one", "Quader speaks at the party office on Saturday. Photo: Collected", "Photo: Collected", nil, nil},
		{"INPHO's credit inside the last sentence", "Ireland celebrate after securing the Grand Slam Mandatory Credit ©INPHO/Dan Sheridan", "Mandatory Credit ©INPHO/Dan Sheridan", []string{"Dan Sheridan"}, []string{"INPHO"}},
		{"a picture code after the credit's full stop", "Students gather in Dhaka. Photo credit should read: Mamunur Rashid/NurPhoto. BGD-DHK-20241231-0042", "Photo credit should read: Mamunur Rashid/NurPhoto", []string{"Mamunur Rashid"}, []string{"NurPhoto"}},
		{"Livepic before a Reuters note", "Dan Carter kicks a drop goal Action Images via Reuters / Andrew Boyers Livepic TPX IMAGES OF THE DAY", "Action Images via Reuters / Andrew Boyers", []string{"Andrew Boyers"}, []string{"Action Images", "Reuters"}},
		{"a rank's grade before the rank", "Soldiers help residents in Houston. (U.S. Army National Guard photo by 1st Lt. Zachary West)", "U.S. Army National Guard photo by 1st Lt. Zachary West", []string{"Zachary West"}, []string{"U.S. Army National Guard"}},
		{"a desk's lower-case code after the name", "Marquez crashes at Mugello. (Photo by Mirco Lazzari gp/Getty Images)", "Photo by Mirco Lazzari gp/Getty Images", []string{"Mirco Lazzari"}, []string{"Getty Images"}},
		{"a photo label after a dash", "Ogier drives during the rally at Monte Carlo, Monaco - Photo Florent Gooden / DPPI", "Photo Florent Gooden / DPPI", []string{"Florent Gooden"}, []string{"DPPI"}},
		{"a paper's word as a surname", "Lawmakers sit in the chamber. (Photo by Seth Herald/Getty Images)", "Photo by Seth Herald/Getty Images", []string{"Seth Herald"}, []string{"Getty Images"}},
		{"an archive's image number after the credit", "Troops enter Tskhinvali. 10.08.2008. RIA Novosti/Dmitry Vinogradov. Image #530174", "RIA Novosti/Dmitry Vinogradov", []string{"Dmitry Vinogradov"}, []string{"RIA Novosti"}},
		{"a hyphenated code after the bracket", "The city was reduced to rubble. (Photo by Mehmet Ali Ozcan/IHA) IHA-20230206-0412", "Photo by Mehmet Ali Ozcan/IHA", []string{"Mehmet Ali Ozcan"}, []string{"IHA"}},
		{"a shouted generation suffix keeps its dot", "Floods hit Cacoal on 18 June 2012. EPA/FERNANDO BIZERRA JR.", "EPA/FERNANDO BIZERRA JR.", []string{"Fernando Bizerra Jr."}, []string{"EPA"}},
		{"a name before its paper in brackets", "The structure opened that year. Paco Puentes (El País)", "Paco Puentes (El País)", []string{"Paco Puentes"}, []string{"El País"}},
		{"a province's service before handout", "Crews battled 88 fires. (Photo by Alberta Wildfire/Handout/Anadolu Agency via Getty Images)", "Photo by Alberta Wildfire/Handout/Anadolu Agency via Getty Images", nil, []string{"Alberta Wildfire", "Anadolu Agency", "Getty Images"}},
		{"a lower-case agency before via", "Residents queue in Turpan, August 10, 2022. cnsphoto via REUTERS", "cnsphoto via REUTERS", nil, []string{"China News Service", "Reuters"}},
		{"a government's pool before its photographer", "The PM arrives in Nouakchott. Pool Moncloa/Borja Puig de la Bellacasa/Handout via REUTERS", "Pool Moncloa/Borja Puig de la Bellacasa/Handout via REUTERS", []string{"Borja Puig de la Bellacasa"}, []string{"La Moncloa", "Reuters"}},
		{"a body in brackets after the text", "The president visits Gwangju, May 18, 2022. (Presidential Office)", "Presidential Office", nil, []string{"Presidential Office"}},
		{"equals signs before the agency", "Opposition leader Lee Jae-myung speaks in Seoul. ==Kyodo", "Kyodo", nil, []string{"Kyodo"}},
		{"a file note after the credit", "Migrants wait in Sebha in 2018. Photo: Jerome Delay/AP (File)", "Photo: Jerome Delay/AP", []string{"Jerome Delay"}, []string{"AP"}},
		{"a picture code in square brackets", "A spokeswoman speaks in Bialystok on 18 November 2021. PAP/Artur Reszko [PAP 2021-11-18 BIA 0042]", "PAP/Artur Reszko", []string{"Artur Reszko"}, []string{"PAP"}},
		{"Brazil's presidency", "Lula speaks in Brasília. Photo: Ricardo Stuckert/PR", "Photo: Ricardo Stuckert/PR", []string{"Ricardo Stuckert"}, []string{"PR"}},
		{"a known body's operation shouted", "A tanker burns in the Red Sea. (Photo by EUNAVFOR ASPIDES / AFP)", "Photo by EUNAVFOR ASPIDES / AFP", nil, []string{"EUNAVFOR ASPIDES", "AFP"}},
		{"a paper named after its state, shouted", "Crowds watch the launch, July 8, 2011. Craig Bailey/FLORIDA TODAY", "Craig Bailey/FLORIDA TODAY", []string{"Craig Bailey"}, []string{"Florida Today"}},
		{"an unknown paper named after its country", "Voters queue in Santiago on September 4, 2022. Dragomir Yankovic/Prensa Chile", "Dragomir Yankovic/Prensa Chile", []string{"Dragomir Yankovic"}, []string{"Prensa Chile"}},
		{"Reuters' picture of the day and code", "Herders outside Rumbek. REUTERS/Andreea Campeanu TPX IMAGES OF THE DAY - GF10000035620", "REUTERS/Andreea Campeanu", []string{"Andreea Campeanu"}, []string{"Reuters"}},
		{"Reuters' tags, a dash and a code", "Loyalists march in Belfast. REUTERS/Cathal McNaughton (NORTHERN IRELAND - Tags: POLITICS CIVIL UNREST) - GM1E97C1HIL01", "REUTERS/Cathal McNaughton", []string{"Cathal McNaughton"}, []string{"Reuters"}},
		{"a pool after the photographer", "The king visits Havana. EFE/Ernesto Mastrascusa POOL", "EFE/Ernesto Mastrascusa POOL", []string{"Ernesto Mastrascusa"}, []string{"EFE"}},
		{"a bar before the credit", "Floods in Kerala on August 17, 2018. | Photo Credit: H. Vibhu", "Photo Credit: H. Vibhu", []string{"H. Vibhu"}, nil},
		{"a French credit label", "Officials speak in Port-au-Prince. (Crédit photo : Ruben Chéry / Le Nouvelliste)", "Crédit photo : Ruben Chéry / Le Nouvelliste", []string{"Ruben Chéry"}, []string{"Le Nouvelliste"}},
		{"a role after the name", "Voters line up in West Kingston on September 3, 2020. Photo by Ian Allen/Photographer", "Photo by Ian Allen/Photographer", []string{"Ian Allen"}, nil},
		{"Reuters' story slug", "Rescuers search the rubble, January 14, 2010. REUTERS/Carlos Garcia Rawlins (HAITI-QUAKE/ RTR2A5YF)", "REUTERS/Carlos Garcia Rawlins", []string{"Carlos Garcia Rawlins"}, []string{"Reuters"}},
		{"the photographer named again", "Workers fight the fire in Hostens. (Photo by Allison Marion / ALLISON MARION / AFP)", "Photo by Allison Marion / ALLISON MARION / AFP", []string{"Allison Marion"}, []string{"AFP"}},
		{"The New York Times' web credit", "Women walk past a school in Seoul in 2023. Credit...Jean Chung for The New York Times", "Credit...Jean Chung for The New York Times", []string{"Jean Chung"}, []string{"The New York Times"}},
		{"a paper's historical photo", "Marchers walk in Chicago on Aug. 5, 1966. (Chicago Tribune historical photo)", "Chicago Tribune historical photo", nil, []string{"Chicago Tribune"}},
		{"the Hindustan Times' initials", "Foam covers the lake in Bengaluru. Photo: Arijit Sen/HT", "Photo: Arijit Sen/HT", []string{"Arijit Sen"}, []string{"Hindustan Times"}},
		{"a paper's archive", "Miners protest in La Paz in 1985. Photo: Archivo La Razón", "Photo: Archivo La Razón", nil, []string{"La Razón"}},
		{"a paper's archive in brackets", "Students march in Caracas, in this 2014 file photo. (Archivo El Nacional)", "Archivo El Nacional", nil, []string{"El Nacional"}},
		{"a credit to be read after another", "Students clash in Caracas on March 12, 2014. AFP PHOTO/LEO RAMIREZ Photo credit should read LEO RAMIREZ/AFP/Getty Images", "Photo credit should read LEO RAMIREZ/AFP/Getty Images", []string{"Leo Ramirez"}, []string{"AFP", "Getty Images"}},
		{"a handout before its editorial note", "Soldiers patrol in Marjah on February 17, 2010. REUTERS/ISAF/Handout. FOR EDITORIAL USE ONLY. NOT FOR SALE FOR MARKETING OR ADVERTISING CAMPAIGNS", "REUTERS/ISAF/Handout", nil, []string{"Reuters", "ISAF"}},
		{"a courtesy label", "A released hostage waves from a hospital window in Ramat Gan. (Courtesy: Sheba Medical Center)", "Courtesy: Sheba Medical Center", nil, []string{"Sheba Medical Center"}},
		{"a labelled name before its paper in brackets", "Cars lie in Catarroja in December 2024. Photo: Miguel Ángel Montesinos (Levante-EMV)", "Miguel Ángel Montesinos (Levante-EMV)", []string{"Miguel Ángel Montesinos"}, []string{"Levante-EMV"}},
		{"a Swiss desk between agency and name", "Rescuers search Bondo on August 24, 2017. (KEYSTONE/TI-PRESS/Gabriele Putzu)", "KEYSTONE/TI-PRESS/Gabriele Putzu", []string{"Gabriele Putzu"}, []string{"Keystone", "Ti-Press"}},
		{"epa-efe after an initial's full stop", "Police patrol after the death of Nahel M. EPA-EFE/MAXIME LEBRUN", "EPA-EFE/MAXIME LEBRUN", []string{"Maxime Lebrun"}, []string{"EPA", "EFE"}},
		{"a French regional daily and its picture agency", "Firefighters hose down a blaze near Marseille. Julien Pastorelli / La Provence / MAXPPP", "Julien Pastorelli / La Provence / MAXPPP", []string{"Julien Pastorelli"}, []string{"La Provence", "MAXPPP"}},
		{"a shouted first name an airline shares", "Voters queue in Chicago on April 4, 2023. ANA MARIA LOPEZ/AFP via Getty Images", "ANA MARIA LOPEZ/AFP via Getty Images", []string{"Ana Maria Lopez"}, []string{"AFP", "Getty Images"}},
		{"a double surname ending in a place word", "A rally in Queens. (Photo by Nadia Okafor-Park/Getty Images)", "Photo by Nadia Okafor-Park/Getty Images", []string{"Nadia Okafor-Park"}, []string{"Getty Images"}},
		{"a paper hyphened within its name", "Dockers march in Long Beach. (Mark Rivera/MediaNews Group/Long Beach Press-Telegram via Getty Images)", "Mark Rivera/MediaNews Group/Long Beach Press-Telegram via Getty Images", []string{"Mark Rivera"}, []string{"MediaNews Group", "Long Beach Press-Telegram", "Getty Images"}},
		{"a paper hyphened to its distributor", "Fans pray at the stadium. Mandatory Credit: Sam Greene/The Cincinnati Enquirer-USA TODAY Sports via Reuters", "Mandatory Credit: Sam Greene/The Cincinnati Enquirer-USA TODAY Sports via Reuters", []string{"Sam Greene"}, []string{"The Cincinnati Enquirer", "USA TODAY Sports", "Reuters"}},
		{"a market closed before a stringer's credit", "Smoke rises over the plant in Wuxi. CHINA OUT STR/AFP/Getty Images", "STR/AFP/Getty Images", nil, []string{"AFP", "Getty Images"}},
		{"a broadcaster's desk before a colon", "Floodwaters cut the highway near Broome. (ABC Kimberley: Ruth Cole)", "ABC Kimberley: Ruth Cole", []string{"Ruth Cole"}, []string{"ABC Kimberley"}},
		{"a court sketch", "The defendants sit in the dock in Paris, May 2022. Court sketch by Noelle Herrenschmidt/AFP", "Court sketch by Noelle Herrenschmidt/AFP", []string{"Noelle Herrenschmidt"}, []string{"AFP"}},
		{"a world copyright label", "The car spins at Mulsanne. World Copyright: Peter Nygaard/LAT Photographic", "World Copyright: Peter Nygaard/LAT Photographic", []string{"Peter Nygaard"}, []string{"LAT Images"}},
		{"a numeric date before the credit", "Soldiers stand on the Bosphorus Bridge, Istanbul. 16.07.2016 Emre Yildiz / IHA", "Emre Yildiz / IHA", []string{"Emre Yildiz"}, []string{"IHA"}},
		{"a photographer before an unknown paper", "Boats reach Cabrera on 2 September 2024. Teresa Ayuga / Ultima Noticia", "Teresa Ayuga / Ultima Noticia", []string{"Teresa Ayuga"}, []string{"Ultima Noticia"}},
		{"a military credit cleared for release", "Marines clear a house in Fallujah. (U.S. Marine Corps photo by Lance Cpl. Joel A. Ruiz) (Released)", "U.S. Marine Corps photo by Lance Cpl. Joel A. Ruiz", []string{"Joel A. Ruiz"}, []string{"U.S. Marine Corps"}},
		{"markets closed before the agency's number", "Survivors queue for water in Tacloban. EPA/PAWEL NOWAK POLAND OUT epa03942187", "EPA/PAWEL NOWAK", []string{"Pawel Nowak"}, []string{"EPA"}},
		{"an air force rank before a handout's photographer", "An aircraft is unloaded at Wewak. LACW Ella Brooks/Australian Department of Defence/Handout via REUTERS", "LACW Ella Brooks/Australian Department of Defence/Handout via REUTERS", []string{"Ella Brooks"}, []string{"Australian Department of Defence", "Reuters"}},
		{"a one-word photographer beside a publisher named with its country", "Garment workers march in Yangon. (Photo by Kyaw/Frontier Myanmar)", "Photo by Kyaw/Frontier Myanmar", []string{"Kyaw"}, []string{"Frontier Myanmar"}},
		{"an unknown acronym's photo service before a name", "Union officials meet in Hanoi. VNA/VNS Photo Minh Anh", "VNA/VNS Photo Minh Anh", []string{"Minh Anh"}, []string{"Vietnam News Agency", "VNS"}},
		{"a French daily's word", "An officer counts ballots in Abidjan. Fraternité Matin/Sery Kouassi", "Fraternité Matin/Sery Kouassi", []string{"Sery Kouassi"}, []string{"Fraternité Matin"}},
		{"a Dutch daily's two letters", "Police search the port of Rotterdam. Photo: Erik Visser / AD", "Photo: Erik Visser / AD", []string{"Erik Visser"}, []string{"AD"}},
		{"an advocate's one-word photographer", "Boats race on the dry Todd River in Alice Springs. Picture: Shaz/Centralian Advocate", "Picture: Shaz/Centralian Advocate", []string{"Shaz"}, []string{"Centralian Advocate"}},
		{"a supplied label", "Rangers haul ghost nets near Nhulunbuy in 2021. (Supplied: Dhimurru Aboriginal Corporation)", "Supplied: Dhimurru Aboriginal Corporation", nil, []string{"Dhimurru Aboriginal Corporation"}},
		{"bare credit", "Photo by Omar Sanadiki/Reuters", "Photo by Omar Sanadiki/Reuters", []string{"Omar Sanadiki"}, []string{"Reuters"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, ok := ParseCredit(tt.in)
			if !ok {
				t.Fatalf("ParseCredit(%q) found no credit", tt.in)
			}
			if c.Text != tt.text {
				t.Errorf("Text = %q, want %q", c.Text, tt.text)
			}
			if !slices.Equal(c.Photographers, tt.photographers) {
				t.Errorf("Photographers = %q, want %q", c.Photographers, tt.photographers)
			}
			if !slices.Equal(c.Agencies, tt.agencies) {
				t.Errorf("Agencies = %q, want %q", c.Agencies, tt.agencies)
			}
		})
	}
}

func TestParseCreditAbsent(t *testing.T) {
	for _, in := range []string{
		"",
		"A man walks in Aleppo, Syria, on August 6, 2016.",
		"Children play near the river (background).",
		"Fighters of the Rapid Support Forces in Khartoum",
		"Police patrol the Bel Air neighborhood of Port-au-Prince, Haiti.",
		"Army engineers clear the Central Market of Mogadishu, Somalia",
		"Families cross between the two towns. Ukraine/Russia",
		"Talks resume in Geneva. Joe Biden/Donald Trump",
		"The talks ended without a deal. (Geneva)",
		"Voters queue in the rain. (Maria)",
	} {
		t.Run(in, func(t *testing.T) {
			if c, ok := ParseCredit(in); ok {
				t.Errorf("ParseCredit(%q) = %+v, want no credit", in, c)
			}
		})
	}
}

func TestParseDate(t *testing.T) {
	tests := []struct {
		in   string
		want string
		ok   bool
	}{
		{"August 6, 2016", "2016-08-06", true},
		{"Aug. 6, 2016", "2016-08-06", true},
		{"Sept. 30, 2019", "2019-09-30", true},
		{"6 August 2016", "2016-08-06", true},
		{"6th of August 2016", "2016-08-06", true},
		{"2016-08-06", "2016-08-06", true},
		{"2019.08.15", "2019-08-15", true},
		{"2024.4.16", "2024-04-16", true},
		{"August 2016", "2016-08", true},
		{"2016", "2016", true},
		{"February 29, 2016", "2016-02-29", true},
		{"February 29, 2015", "", false},
		{"August 6", "", false},
		{"2016-13-01", "", false},
		{"yesterday", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := ParseDate(tt.in)
			if got != tt.want || ok != tt.ok {
				t.Errorf("ParseDate(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestFindDatesContext(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"The war began in March 2011 and the photo was taken on March 25, 2015.", []string{"2011-03", "2015-03-25"}},
		{"He has lived there since 1994.", []string{"1994"}},
		{"Some 2016 people came on August 6.", nil},
		{"Taken 22 August 2016 in Douma", []string{"2016-08-22"}},
		{"LA RESTINGA (EL HIERRO), 04/10/2023.- A boat arrives; on 3/4/2023 it left.", []string{"2023-10-04", "2023-04-03"}},
		{"Messi scores at Wembley, London, 28/5/11. File photo dated 25/01/08.", []string{"2011-05-28", "2008-01-25"}},
		{"Tiger Roll clears The Chair, Aintree 6.4.19; the form was 3/4/19.", []string{"2019-04-06", "2019-04-03"}},
		{"Firmware 1.2.10.4 shipped to 3.10.22.7 users.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var got []string
			for _, d := range findDates(tt.in) {
				got = append(got, d.ISO)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("findDates = %q, want %q", got, tt.want)
			}
		})
	}
}
