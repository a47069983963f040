// kg serve's addition to Cayley's web UI: a link to the saved queries, and
// the second half of opening one (/kg/open stored the script in the editor):
// with #kg-view=visualize it switches to the Visualize view, with kg-run=1
// it presses Run once the editor is ready.
(function () {
  "use strict";
  var link = document.createElement("a");
  link.href = "/kg/";
  link.id = "kg-saved-queries";
  link.textContent = "kg saved queries";
  link.setAttribute("style", "position:fixed;left:16px;bottom:16px;z-index:10;font:14px system-ui,sans-serif;" +
    "background:#fff;border:1px solid #ccc;border-radius:4px;padding:6px 10px;color:#1a0dab;text-decoration:none");
  document.body.appendChild(link);

  var want = {};
  location.hash.replace(/^#/, "").split("&").forEach(function (kv) {
    var i = kv.indexOf("=");
    if (i > 0) want[kv.slice(0, i)] = decodeURIComponent(kv.slice(i + 1));
  });
  if (!want["kg-view"] && !want["kg-run"]) return;
  // A reload must not run the query again.
  history.replaceState(null, "", location.pathname + location.search);

  function byText(selector, text) {
    var els = document.querySelectorAll(selector);
    for (var i = 0; i < els.length; i++) {
      if (els[i].textContent.trim() === text) return els[i];
    }
    return null;
  }
  function when(ready, then) {
    var tries = 0;
    var timer = setInterval(function () {
      var v = ready();
      if (v) {
        clearInterval(timer);
        then(v);
      } else if (++tries > 600) {
        clearInterval(timer);
      }
    }, 50);
  }
  var labels = {visualize: "Visualize", query: "Query"};
  var label = labels[want["kg-view"]] || "Query";
  when(function () { return byText(".mdc-list-item", label); }, function (item) {
    item.click();
    if (want["kg-run"] !== "1") return;
    // Run works once the editor has mounted and holds the stored query.
    when(function () {
      var run = byText("button", "play_circle_filledRun") || byText("button", "Run");
      return window.monaco && document.querySelector(".monaco-editor .view-lines") && run;
    }, function (run) {
      setTimeout(function () { run.click(); }, 100);
    });
  });
})();
