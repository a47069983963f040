// name: places-under
// title: Place hierarchy
// description: Every place the graph records inside a place, level by level
// description: (e.g. Damascus -> Eastern Ghouta -> Douma). Drawable: the
// description: containing place (source) to the place inside it (target).
// param: place  the place's name (e.g. Syria) or IRI
// param: depth=10  how many levels to descend
// example: place=Syria
// graph: yes

var maxDepth = parseInt(params.depth, 10);
if (!(maxDepth > 0)) {
  throw new Error("depth must be a positive whole number, not " + JSON.stringify(params.depth));
}
var visited = {};
var frontier = kg.node(params.place).ToArray();
frontier.forEach(function (p) { visited[kg.key(p)] = true; });
for (var depth = 1; depth <= maxDepth && frontier.length > 0; depth++) {
  var next = [];
  frontier.forEach(function (parent) {
    g.V(kg.iri(parent)).In(kg.containedInPlace).Unique().Tag("target")
      .Save(kg.name, "name")
      .ForEach(function (d) {
        var k = kg.key(d.target);
        if (visited[k]) return;
        visited[k] = true;
        next.push(d.target);
        g.Emit({source: parent, target: d.target, name: d.name, depth: depth});
      });
  });
  frontier = next;
}
