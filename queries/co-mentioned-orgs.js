// name: co-mentioned-orgs
// title: Organisations mentioned together
// description: Pairs of organisations named in the same photo captions, with the
// description: number of photos that name both. Drawable: one organisation
// description: (source) to the other (target).
// param: org=  only pairs that include this organisation (name or IRI); empty for all
// example: org=
// graph: yes

var start = params.org === "" ? g.V().Has(kg.type, kg.organization) : kg.node(params.org);
var pairs = {};
var order = [];
start.Tag("source")
  .In(kg.mentions).Tag("photo")
  .Out(kg.mentions).Has(kg.type, kg.organization).Tag("target")
  .ForEach(function (d) {
    var a = kg.key(d.source), b = kg.key(d.target);
    if (a === b) return;
    // Without a filter every pair is reached from both ends; keep one.
    if (params.org === "" && a > b) return;
    var k = a + " " + b;
    var e = pairs[k];
    if (!e) {
      e = pairs[k] = {source: d.source, target: d.target, seen: {}, n: 0};
      order.push(e);
    }
    var p = kg.key(d.photo);
    if (!e.seen[p]) {
      e.seen[p] = true;
      e.n++;
    }
  });
order.sort(function (x, y) { return y.n - x.n; });
order.forEach(function (e) {
  g.Emit({
    source: e.source,
    target: e.target,
    source_name: g.V(kg.iri(e.source)).Out(kg.name).ToValue(),
    target_name: g.V(kg.iri(e.target)).Out(kg.name).ToValue(),
    photos: e.n
  });
});
