// name: photographers
// title: Photographers and their agencies
// description: Each photographer with the agencies they file for and how many
// description: photos they filed with each. Drawable: photographer (source) to
// description: agency (target).
// param: agency=  only this agency (name or IRI); empty for every agency
// example: agency=Reuters
// graph: yes

var pairs = {};
var order = [];
var photos = g.V().Has(kg.type, kg.photograph);
if (params.agency !== "") {
  photos = kg.node(params.agency).In(kg.provider);
}
photos.Unique().Tag("photo")
  .Out(kg.creator).Tag("source").Save(kg.name, "photographer")
  .Back("photo")
  .Out(kg.provider).Tag("target").Save(kg.name, "agency")
  .ForEach(function (d) {
    var k = kg.key(d.source) + " " + kg.key(d.target);
    var e = pairs[k];
    if (!e) {
      e = pairs[k] = {source: d.source, target: d.target, photographer: d.photographer, agency: d.agency, seen: {}, n: 0};
      order.push(e);
    }
    var p = kg.key(d.photo);
    if (!e.seen[p]) {
      e.seen[p] = true;
      e.n++;
    }
  });
order.sort(function (a, b) {
  return kg.text(a.photographer) < kg.text(b.photographer) ? -1 :
    kg.text(a.photographer) > kg.text(b.photographer) ? 1 : b.n - a.n;
});
order.forEach(function (e) {
  g.Emit({source: e.source, target: e.target, photographer: e.photographer, agency: e.agency, photos: e.n});
});
