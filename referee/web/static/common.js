// common.js holds what the table page and the phone pages share: building
// elements safely, the connection badge, and the phone API's form posts.
"use strict";

var MC = (function () {
  function $(id) { return document.getElementById(id); }

  // h builds an element; text goes in as text, never as HTML.
  function h(tag, attrs, children) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) {
      if (k === "text") e.textContent = attrs[k];
      else if (k === "style") e.style.cssText = attrs[k];
      else e.setAttribute(k, attrs[k]);
    }
    (children || []).forEach(function (c) { if (c) e.appendChild(typeof c === "string" ? document.createTextNode(c) : c); });
    return e;
  }

  function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); return e; }

  // setConn shows the state of the event stream in the header.
  function setConn(s) {
    var c = $("conn");
    c.className = "conn " + s;
    c.textContent = { live: "live", connecting: "connecting…", reconnecting: "reconnecting…", closed: "disconnected", ended: "game over: the referee has stopped" }[s] || s;
  }

  // poster returns post(path, data) for the phone API with the join code:
  // it answers {ok, status, body}.
  function poster(code) {
    return function (path, data) {
      data.code = code;
      return fetch(path, { method: "POST", body: new URLSearchParams(data), credentials: "same-origin" })
        .then(function (r) {
          return r.json().then(function (j) { return { ok: r.ok, status: r.status, body: j }; });
        });
    };
  }

  // latest orders a phone's answers from the server: apply takes an
  // answer only if no answer to a request sent after it was taken already.
  // The phone's own requests are what change what it holds, and their
  // answers may come back out of order: a page's first look (sent before
  // it had its cookie) answered after its claim would undo the claim.
  // Call the returned function when sending a request; it gives the
  // setter for that request's answer.
  function latest(apply) {
    var sent = 0, taken = 0;
    return function () {
      var n = ++sent;
      return function (answer) {
        if (n < taken) return;
        taken = n;
        apply(answer);
      };
    };
  }

  return { $: $, h: h, clear: clear, setConn: setConn, poster: poster, latest: latest };
})();
