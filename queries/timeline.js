// name: timeline
// title: Timeline of an entity
// description: The photos that name an entity (or that it took or supplied), in
// description: date order, with their captions. Drawable: the entity (source) to
// description: each photo (target).
// param: entity  the entity's name or alternate name, or its IRI in <…>
// example: entity=Mosul
// graph: yes

var rows = [];
var seen = {};
kg.node(params.entity).Tag("source")
  .In([kg.mentions, kg.creator, kg.provider]).Tag("target")
  .SaveOpt(kg.dateCreated, "date")
  .SaveOpt(kg.caption, "caption")
  .ForEach(function (d) {
    var k = kg.key(d.source) + " " + kg.key(d.target);
    if (seen[k]) return;
    seen[k] = true;
    rows.push(d);
  });
// Undated photos sort last.
rows.sort(function (a, b) {
  var x = kg.text(a.date) || "~", y = kg.text(b.date) || "~";
  return x < y ? -1 : x > y ? 1 : 0;
});
rows.forEach(function (d) {
  g.Emit({date: d.date, source: d.source, target: d.target, caption: d.caption});
});
