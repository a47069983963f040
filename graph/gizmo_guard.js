/* Loaded before every Gizmo script kg runs; see guard.go for why. It must
   stay valid when its lines are joined into one: block comments only, and
   a semicolon after every statement. */
(function () {
  var real = g;
  function unwrap(a) { return a && a.__kgPath ? a.__kgPath : a; }
  function isPath(v) {
    return v !== null && typeof v === "object" &&
      typeof v.Out === "function" && typeof v.Except === "function";
  }
  function args(list) {
    var out = [];
    for (var i = 0; i < list.length; i++) { out.push(unwrap(list[i])); }
    return out;
  }
  function isEmpty(p) {
    try { return p.Limit(1).ToArray().length === 0; } catch (e) { return false; }
  }
  function wrap(p) {
    return new Proxy({ __kgPath: p }, {
      get: function (t, name) {
        if (name === "__kgPath") { return p; }
        var v = p[name];
        if (v === undefined && typeof name === "string") {
          throw new TypeError("Object has no member '" + name + "'");
        }
        if (typeof v !== "function") { return v; }
        return function () {
          var a = args(arguments);
          var n = String(name).toLowerCase();
          /* Excluding nothing leaves the path as it is. */
          if ((n === "except" || n === "difference") && a.length === 1 && isPath(a[0]) && isEmpty(a[0])) {
            return wrap(p);
          }
          var r = v.apply(p, a);
          return isPath(r) ? wrap(r) : r;
        };
      }
    });
  }
  var guarded = {};
  for (var k in real) {
    (function (k) {
      var v = real[k];
      guarded[k] = typeof v !== "function" ? v : function () {
        var r = v.apply(real, args(arguments));
        return isPath(r) ? wrap(r) : r;
      };
    })(k);
  }
  g = graph = guarded;
})();
