// name: ego
// title: Ego network
// description: Who and what appears in the same photos as an entity (people,
// description: organisations, places, photographers, agencies), with the number
// description: of photos they share. Drawable: each result links the entity
// description: (source) to a neighbour (target).
// param: entity  the entity's name or alternate name (e.g. Reuters, SDF) or its IRI in <…>
// example: entity=Karim Haddad
// graph: yes

var links = [kg.mentions, kg.creator, kg.provider];
var seen = {};
var order = [];
kg.node(params.entity).Tag("source")
  .In(links).Tag("photo")
  .Out(links).Tag("target")
  .Save(kg.name, "name")
  .ForEach(function (d) {
    // Filtered here rather than with Except(), which crashes Cayley when
    // the excluded path matches nothing.
    if (kg.key(d.source) === kg.key(d.target)) return;
    var k = kg.key(d.source) + " " + kg.key(d.target);
    var e = seen[k];
    if (!e) {
      e = seen[k] = {source: d.source, target: d.target, name: d.name, photos: {}, n: 0};
      order.push(e);
    }
    var p = kg.key(d.photo);
    if (!e.photos[p]) {
      e.photos[p] = true;
      e.n++;
    }
  });
order.sort(function (a, b) {
  return b.n - a.n || (kg.text(a.name) < kg.text(b.name) ? -1 : 1);
});
order.forEach(function (e) {
  g.Emit({source: e.source, target: e.target, name: e.name, photos: e.n});
});
