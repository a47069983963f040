// kg's helpers for saved queries. Values arrive as plain strings in the CLI
// and as JSON-LD objects ({"@id": …}, {"@value": …}) in the web UI, so the
// helpers accept both.
var kg = {
  type: "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>",
  name: "<http://schema.org/name>",
  alternateName: "<http://schema.org/alternateName>",
  photograph: "<http://schema.org/Photograph>",
  organization: "<http://schema.org/Organization>",
  caption: "<http://schema.org/caption>",
  dateCreated: "<http://schema.org/dateCreated>",
  creator: "<http://schema.org/creator>",
  provider: "<http://schema.org/provider>",
  mentions: "<http://schema.org/mentions>",
  containedInPlace: "<http://schema.org/containedInPlace>",
  // node finds entities by IRI (<…>), schema:name or schema:alternateName.
  node: function (ref) {
    ref = String(ref);
    if (ref.charAt(0) === "<" && ref.charAt(ref.length - 1) === ">") {
      return g.V(ref);
    }
    return g.V().Has(kg.name, ref).Or(g.V().Has(kg.alternateName, ref)).Unique();
  },
  // iri turns a result value back into the form g.V() takes.
  iri: function (v) {
    if (v !== null && typeof v === "object" && v["@id"] !== undefined) {
      return "<" + v["@id"] + ">";
    }
    return String(v);
  },
  // text is a value's readable text: a literal's lexical form or an IRI.
  text: function (v) {
    if (v === null || v === undefined) return "";
    if (typeof v === "object") {
      if (v["@value"] !== undefined) return String(v["@value"]);
      if (v["@id"] !== undefined) return String(v["@id"]);
      return JSON.stringify(v);
    }
    var s = String(v);
    var m = /^"(.*)"\^\^<[^>]*>$/.exec(s);
    return m ? m[1] : s;
  },
  // key identifies a value across both forms, for grouping.
  key: function (v) {
    return typeof v === "object" ? JSON.stringify(v) : String(v);
  },
  // pred accepts a full IRI (<…>) or a schema.org term such as "mentions".
  pred: function (p) {
    p = String(p);
    if (p.charAt(0) === "<") return p;
    if (p.indexOf("schema:") === 0) p = p.substring(7);
    return "<http://schema.org/" + p + ">";
  }
};
