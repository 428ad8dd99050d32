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

  // The page's words in its language, as the server sent them with the
  // page (MC_CATALOG: texts and plurals by their English key, and the
  // counts its language calls "one"). T says the message of key with
  // args as Go's printf would ("%s", "%d", "%[2]s"); a key missing from
  // the catalog is said as it is (English). The tests check that every
  // call of T in the scripts has its key in the catalog, in both languages.
  var CAT = window.MC_CATALOG || { lang: "en", texts: {}, plurals: {}, ones: [1] };

  function format(f, args) {
    var next = 0;
    return f.replace(/%(?:\[(\d+)\])?([a-z%])/g, function (m, n, verb) {
      if (verb === "%") return "%";
      var i = n ? +n - 1 : next;
      next = i + 1;
      return i < args.length ? String(args[i]) : m;
    });
  }

  function T(key) {
    var args = Array.prototype.slice.call(arguments, 1);
    var p = CAT.plurals[key];
    if (p) {
      var n = +args[p.arg - 1];
      return format(p.forms[CAT.ones.indexOf(n) >= 0 ? 0 : 1], args);
    }
    return format(CAT.texts.hasOwnProperty(key) ? CAT.texts[key] : key, args);
  }

  // words are an update's words in the page's language (talk.Words): its
  // Langs when the referee gave them, else its own text.
  function words(u) {
    var w = u.langs && u.langs[CAT.lang];
    if (w) return w;
    return { text: u.text, problems: u.problems, moves: (u.moves || []).map(function (m) { return m.text; }) };
  }

  // The FR/EN switch: the choice is kept in a cookie, which the server
  // reads for every page and answer (it beats Accept-Language and the
  // referee's --lang); the page reloads in the language chosen.
  function langSwitch() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-lang]"), function (b) {
      var l = b.getAttribute("data-lang");
      b.setAttribute("aria-pressed", String(l === CAT.lang));
      b.addEventListener("click", function () {
        document.cookie = "mecanoid_lang=" + l + "; path=/; max-age=31536000; samesite=lax";
        location.reload();
      });
    });
  }

  // setConn shows the state of the event stream in the header.
  function setConn(s) {
    var c = $("conn");
    c.className = "conn " + s;
    c.textContent = { live: T("live"), connecting: T("connecting…"), reconnecting: T("reconnecting…"), closed: T("disconnected"), ended: T("game over: the referee has stopped") }[s] || s;
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

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", langSwitch);
  else langSwitch();

  return { $: $, h: h, clear: clear, setConn: setConn, poster: poster, latest: latest, T: T, words: words, lang: CAT.lang };
})();
