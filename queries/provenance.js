// name: provenance
// title: Photos behind a fact
// description: The photos whose captions state a fact (subject, property,
// description: value): every quad's label is the photo that stated it. Leave
// description: value empty to list every value of the property with its photos.
// param: subject  the subject's name or IRI (e.g. Manbij)
// param: property  a schema.org term (containedInPlace, mentions, name, …) or a full IRI in <…>
// param: value=  the value's name, text or IRI; empty for any
// example: subject=Manbij property=containedInPlace value=Aleppo
// graph: no

var prop = kg.pred(params.property);
var wanted = null;
if (params.value !== "") {
  wanted = {};
  wanted["text " + params.value] = true;
  kg.node(params.value).ForEach(function (d) { wanted[kg.key(d.id)] = true; });
}
kg.node(params.subject).Tag("subject").Out(prop).Tag("value").Unique().ForEach(function (fact) {
  if (wanted && !wanted[kg.key(fact.value)] && !wanted["text " + kg.text(fact.value)]) return;
  var s = kg.iri(fact.subject);
  var vkey = kg.key(fact.value);
  g.V(s).Labels().Unique().ForEach(function (l) {
    var stated = false;
    g.V(s).LabelContext(kg.iri(l.id)).Out(prop).ForEach(function (o) {
      if (kg.key(o.id) === vkey) stated = true;
    });
    if (!stated) return;
    g.Emit({
      subject: fact.subject,
      property: prop,
      value: fact.value,
      photo: l.id,
      date: g.V(kg.iri(l.id)).Out(kg.dateCreated).ToValue(),
      caption: g.V(kg.iri(l.id)).Out(kg.caption).ToValue()
    });
  });
});
