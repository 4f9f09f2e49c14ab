// The card table: renders the scene it is given and reports clicks. No game rules live here.
// The scene's keys are declared in widgets/table/scene.py (Scene and its parts); read no others.
//
// Python sends a `scene` (zones of cards, buttons, panels, a prompt): whole, as a synced JSON
// string, when the browser connects; after that as patches (custom "scene" messages, the
// format of widgets/table/patch.py) holding only what changed. Card faces (SVG markup we
// generate) come as custom "faces" messages, once per face. Every click goes back as
// {type: "click", key, v}; Python checks the key against the scene version `v`.
//
// One ES module (anywidget loads a single module, and there is no build step), in sections
// that each hold one concern, read top to bottom:
//   1. protocol and store   the messages to and from the kernel, and the scene they make
//   2. prediction           drawing a click's offered scene before the kernel answers
//   3. reconciliation       changing the page in place, only where the scene changed
//   4. drawing              cards, zones, panels, buttons, and the scene's four regions
//   5. focus and keys       Tab stops, arrows, where the focus goes after a move
//   6. zoom                 the card preview under the pointer or the focus
//   7. fitting the screen   a play table fills the window, its cards scaled to the space
//   8. the view             render(): the skeleton, and the events wired to the sections

// ---------------------------------------------------------------------------------------------
// 1. Protocol and store
// ---------------------------------------------------------------------------------------------

// `old` with a scene patch applied, as widgets/table/patch.py's apply(): parts the patch does
// not touch stay the same objects, so draw() can skip them without comparing.
export function patched(old, patch) {
  if (patch.at) {
    const out = old.slice();
    for (const [index, part] of Object.entries(patch.at)) out[index] = patched(out[index], part);
    return out;
  }
  if (patch.ids) {
    const members = new Map((old || []).map((member) => [member.id, member]));
    const set = patch.set || {};
    const dive = patch.dive || {};
    return patch.ids.map((id) =>
      Object.hasOwn(set, id)
        ? set[id]
        : Object.hasOwn(dive, id)
          ? patched(members.get(id), dive[id])
          : members.get(id),
    );
  }
  const out = { ...(old || {}) };
  for (const key of patch.drop || []) delete out[key];
  Object.assign(out, patch.set || {});
  for (const [key, part] of Object.entries(patch.dive || {})) out[key] = patched(out[key], part);
  return out;
}

// The scene and the faces live on the model, which every view of the table shares, so a
// message that comes while no view is drawn is not lost. A patch for another scene than ours
// (we connected meanwhile) is dropped and the whole scene asked for.
//
// Messages the kernel sends before this module has loaded are lost (the widget manager has no
// listener yet: a table made after the page was up, such as a review or an online room, shows
// its first scene at once). So the store says hello with the scene it has; the kernel answers
// with every face, and with the whole scene unless ours is current.
//
// One store per table, shared by initialize() and every view. anywidget gives each of them a
// new proxy object of the model, so what one keeps on its proxy the others never see (a view
// had its own store: it said hello a second time, and missed the faces that answered the
// first). So stores are found by the table's id.
const STORES = new Map();
function sceneStore(model) {
  const id = model.get("table_id");
  if (STORES.has(id)) return STORES.get(id);
  // scene: the kernel's latest; offer: the scenes its clicks bring, as patches on it (see
  // widgets/table/predict.py); guess: the offered scene of a click not answered yet, drawn
  // meanwhile.
  const store = {
    scene: {},
    json: null,
    asked: false,
    views: new Set(),
    faces: new Map(),
    offer: null,
    guess: null,
    clicked: null, // {v, t}: the last click, until its answer comes
    waits: [], // how long the last clicks waited for their answer (ms)
  };
  STORES.set(id, store);
  const redraw = () => store.views.forEach((draw) => draw());
  const whole = () => {
    const json = model.get("scene_json") || "{}";
    if (json === store.json) return false;
    store.json = json;
    store.scene = JSON.parse(json);
    store.offer = store.guess = null;
    return true;
  };
  whole();
  model.on("change:scene_json", () => whole() && redraw());
  model.on("msg:custom", (msg) => {
    if (msg && msg.type === "faces") {
      const cache = store.faces;
      for (const [id, svg] of Object.entries(msg.faces || {})) cache.set(id, { svg });
      // Ids whose drawing is identical to one already sent (e.g. two copies of a card).
      for (const [id, other] of Object.entries(msg.same || {})) {
        if (cache.has(other)) cache.set(id, cache.get(other));
      }
      // The answer to hello ("all"): cards drawn before their faces came get them in place.
      // The card stays the same element, so a pointer or the focus resting on it stays too.
      // (Every other faces message comes before the scene that shows them.)
      if (msg.all) store.views.forEach((draw) => draw.faces());
      return;
    }
    if (msg && msg.type === "offer") {
      if (msg.base === store.scene.v) store.offer = { base: msg.base, patches: msg.patches };
      return;
    }
    if (!msg || msg.type !== "scene") return;
    if (store.clicked && msg.base === store.clicked.v) {
      store.waits = [...store.waits.slice(-(WAITS - 1)), performance.now() - store.clicked.t];
      store.clicked = null;
    }
    const guess = store.guess;
    store.guess = null; // whatever the answer, the scene on screen becomes the kernel's
    if (msg.drop) {
      if (guess) redraw();
      return;
    }
    if (msg.base !== null && msg.base !== store.scene.v) {
      if (!store.asked) model.send({ type: "need-scene" });
      store.asked = true;
      if (guess) redraw();
      return;
    }
    if (msg.base === null) store.asked = false;
    const offer = store.offer;
    store.offer = null;
    if (msg.confirm !== undefined) {
      // The click's scene is the one offered for it: usually drawn already, when clicked.
      if (guess && guess.key === msg.confirm) store.scene = guess.scene;
      else if (offer && offer.base === msg.base && Object.hasOwn(offer.patches, msg.confirm))
        store.scene = patched(store.scene, offer.patches[msg.confirm]);
      else {
        if (!store.asked) model.send({ type: "need-scene" });
        store.asked = true;
        if (guess) redraw();
        return;
      }
    } else if (msg.patch) store.scene = patched(msg.base === null ? {} : store.scene, msg.patch);
    else return;
    redraw();
  });
  model.send({ type: "hello", v: store.scene.v ?? null });
  return store;
}

// ---------------------------------------------------------------------------------------------
// 2. Prediction
// ---------------------------------------------------------------------------------------------

// A guess is drawn only when the kernel is far: when its answers take longer than a frame
// (the median of the last few clicks; at first, until a click has been answered). Near, as on
// one computer (about 5 ms), the answer comes before the next frame anyway, and a guess would
// only take CPU time that the kernel and the server need (benchmarks/README.md).
const FRAME_MS = 16;
const WAITS = 5;
function distant(waits) {
  if (!waits.length) return true;
  const sorted = [...waits].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] > FRAME_MS;
}

// Sends a click, and draws at once the scene the kernel offered for it, if any, while the
// click travels (only when the kernel is far; see distant()).
function sendClick(model, store, key) {
  const scene = store.guess ? store.guess.scene : store.scene;
  const far = distant(store.waits);
  // "guess": whether offers are still wanted (a near kernel need not compute them).
  model.send({ type: "click", key, v: scene.v, guess: far });
  store.clicked = { v: scene.v, t: performance.now() };
  const offer = store.offer;
  const offered = offer && offer.base === scene.v && Object.hasOwn(offer.patches, key);
  if (!(far && offered && !store.guess)) return false;
  store.guess = { key, scene: patched(store.scene, offer.patches[key]) };
  store.offer = null;
  store.views.forEach((redraw) => redraw());
  return true;
}

// ---------------------------------------------------------------------------------------------
// 3. Reconciliation
// ---------------------------------------------------------------------------------------------

// Gives `node` exactly these attributes (as h() would set them), removing the ones it had and
// no longer has; the roving tabindex and a ring's style are set elsewhere and left alone.
// What it set last time is kept on the node, so a redraw compares with that instead of
// reading the DOM: listing `node.attributes` made a wrapper object per attribute, every
// call, and each read crosses into the browser's own heap (a fifth of the drawing's time).
const SET_BY_US = Symbol("fg-attrs");
const KEPT = new Set(["class", "style", "tabindex"]);
function setAttrs(node, attrs) {
  const had = node[SET_BY_US];
  const now = {};
  for (const name in attrs) {
    const value = attrs[name];
    if (value === undefined || value === null || value === false) continue;
    if (name === "className") {
      if (node.className !== value) node.className = value;
      continue;
    }
    const text = value === true ? "" : String(value);
    now[name] = text;
    if (had ? had[name] !== text : node.getAttribute(name) !== text) node.setAttribute(name, text);
  }
  if (had) {
    for (const name in had) if (!(name in now) && !KEPT.has(name)) node.removeAttribute(name);
  } else {
    // First time through here (a node h() built): the DOM says what it has.
    for (const { name } of [...node.attributes])
      if (!(name in now) && !KEPT.has(name)) node.removeAttribute(name);
  }
  node[SET_BY_US] = now;
}

// Parts of the table are rebuilt only when their JSON changed: most clicks change one card in
// one or two zones, and reusing the rest keeps a redraw cheap, keeps the focus where it was, and
// leaves the browser less to restyle. Caches nest: an area's entry keeps its zones' entries, a
// zone's keeps its items', so a rebuilt area still reuses its unchanged zones and cards, and
// what a scene no longer shows is forgotten with its parent.
// `update(oldNode, oldParts, parts)`, when given, changes the old node in place and returns it
// (or returns null when it cannot, and `build` makes a new one).
function reuse(cache, next, key, data, build, update) {
  const old = cache.get(key);
  // The same object (or string): a patch left this part alone. A part of the scene that is a
  // new object is new or changed, so it is not compared; only the small arrays draw() makes up
  // as keys (a title and subtitle, say) are compared by their text.
  const json = Array.isArray(data) ? JSON.stringify(data) : null;
  if (old && (old.data === data || (json !== null && old.json === json))) {
    next.set(key, old.data === data ? old : { ...old, data });
    return old.node;
  }
  const parts = new Map();
  const oldParts = old ? old.parts : new Map();
  const node = (old && update && update(old.node, oldParts, parts)) || build(oldParts, parts);
  next.set(key, { data, json, node, parts });
  return node;
}

// Makes `parent`'s children exactly `nodes`, in order, touching only what differs: a node
// already in place is not moved (moving it would make the browser restyle it). Most calls
// find every child in place already, and return before making anything.
function syncChildren(parent, nodes) {
  const kids = parent.childNodes;
  if (kids.length === nodes.length) {
    let i = 0;
    while (i < nodes.length && kids[i] === nodes[i]) i += 1;
    if (i === nodes.length) return;
  }
  const wanted = new Set(nodes);
  for (const child of [...kids]) if (!wanted.has(child)) child.remove();
  nodes.forEach((node, i) => {
    const here = kids[i];
    if (here !== node) parent.insertBefore(node, here || null);
  });
}

// What an item is called in its zone's cache: what it shows, not its key (see fillZone).
function itemId(item) {
  return item.card || item.token || (item.back ? "back" : "") || item.key || "";
}

// The cache names of a zone's items, in order: `id#copy`, each copy of the same card or token
// its own (the second "back" in a hand is `back#2`).
function itemNames(items) {
  const seen = new Map();
  return items.map((item) => {
    const id = itemId(item);
    const copy = (seen.get(id) || 0) + 1;
    seen.set(id, copy);
    return `${id}#${copy}`;
  });
}

// Items by what they show, kept out of the page: the cards of a zone or area that the scene
// stopped showing (Purple Rules' bidding box between deals), for when it shows them again.
// At most PARKED of them; the oldest go first.
const PARKED = 300;

function itemEntries(areaEntry, each) {
  for (const [zoneKey, zoneEntry] of areaEntry.parts)
    if (zoneKey.startsWith("zone:")) {
      for (const [key, entry] of zoneEntry.parts)
        if (key.startsWith("item:")) each(zoneKey.slice(5), key.slice(5), entry);
    }
}

function idOfKey(itemKey) {
  return itemKey.slice(0, itemKey.lastIndexOf("#"));
}

// Cards that change zones keep their elements: a card played from the hand onto the table, a
// trick gathered into the last trick, a bidding box that comes back at the next deal. A new
// <img> of a face parses its long data: URL again: that was the largest single part of
// drawing a move (benchmarks/README.md). `begin` answers a zone that gains a card with an
// item the last drawing showed elsewhere (worked out once a drawing, and only when a zone
// gains a card); `end` keeps aside the items of zones that are gone.
function movingCards() {
  const parked = new Map(); // id -> [entry]
  let count = 0;
  const park = (id, entry) => {
    if (!parked.has(id)) parked.set(id, []);
    parked.get(id).push(entry);
    count += 1;
    for (const [oldest, entries] of parked) {
      if (count <= PARKED) break;
      count -= entries.length;
      parked.delete(oldest);
    }
  };
  const taken = new Set();
  return {
    begin(drawn, scene) {
      taken.clear();
      let pool = null;
      const collect = () => {
        const staying = new Set();
        for (const area of scene.areas || [])
          for (const zone of area.zones || [])
            for (const name of itemNames(zone.items || [])) staying.add(`${zone.id}\n${name}`);
        pool = new Map();
        for (const [areaKey, areaEntry] of drawn)
          if (areaKey.startsWith("area:"))
            itemEntries(areaEntry, (zoneId, itemKey, entry) => {
              if (staying.has(`${zoneId}\n${itemKey}`)) return;
              const id = idOfKey(itemKey);
              if (!pool.has(id)) pool.set(id, []);
              pool.get(id).push(entry);
            });
      };
      return {
        take(id) {
          if (!pool) collect();
          const fresh = pool.get(id);
          let entry = fresh && fresh.length ? fresh.pop() : null;
          const aside = !entry && parked.get(id);
          if (aside && aside.length) {
            entry = aside.pop();
            count -= 1;
          }
          if (entry) taken.add(entry);
          return entry;
        },
      };
    },
    end(drawn, next) {
      for (const [areaKey, areaEntry] of drawn) {
        if (!areaKey.startsWith("area:")) continue;
        const now = next.get(areaKey);
        if (now === areaEntry) continue; // the area did not change
        for (const [zoneKey, zoneEntry] of areaEntry.parts) {
          if (!zoneKey.startsWith("zone:") || (now && now.parts.has(zoneKey))) continue;
          for (const [key, entry] of zoneEntry.parts)
            if (key.startsWith("item:") && !taken.has(entry)) park(idOfKey(key.slice(5)), entry);
        }
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// 4. Drawing
// ---------------------------------------------------------------------------------------------

// -- 4a. Faces --

function faces(model) {
  return sceneStore(model).faces;
}

function h(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "text") node.textContent = value;
    else if (name === "className") node.className = value;
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.appendChild(child);
  return node;
}

// A face on the table is an image of its SVG, not the SVG itself: the browser draws each face
// once and then styles and lays out one element per card instead of the dozens of shapes and
// texts in its drawing (measured: a third of a click's style and layout time, see
// benchmarks/README.md). The preview (zoom) shows the SVG itself.
function faceUrl(face) {
  // A data: URL, not a blob: one; each blob is a round trip to the browser's own process.
  if (!face.url) {
    face.url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(face.svg)}`;
    // The browser builds a document for each SVG image (about 110-140 kB of its memory) and
    // drops it once no image shows that face; a card played next deal then builds it again.
    // That garbage set the pace of the page's full collections, which landed in clicks
    // (benchmarks/README.md). One detached image per face, kept for the page's life, keeps
    // its document: each face is built once.
    face.keep = new Image();
    face.keep.src = face.url;
  }
  return face.url;
}

function faceSvg(face) {
  if (!face.template) {
    face.template = document.createElement("template");
    face.template.innerHTML = face.svg; // our own generated SVG, never player text
  }
  return face.template.content.cloneNode(true);
}

function faceNode(model, faceId, className) {
  const wrap = h("span", { className, "aria-hidden": "true" });
  const face = faceId ? faces(model).get(faceId) : null;
  if (face) showFace(wrap, faceId, face);
  else {
    wrap.classList.add("fg-face-missing");
    if (faceId) wrap.dataset.wants = faceId;
  }
  return wrap;
}

function showFace(wrap, faceId, face) {
  wrap.classList.remove("fg-face-missing");
  delete wrap.dataset.wants;
  wrap.dataset.face = faceId;
  // decoding=sync: a new card appears in the same frame as the rest of the move.
  wrap.appendChild(h("img", { src: faceUrl(face), alt: "", decoding: "sync", draggable: "false" }));
}

// Faces that came after their cards were drawn (a table's first scene comes before its faces).
function fillMissingFaces(model, root) {
  const cache = faces(model);
  for (const wrap of root.querySelectorAll(".fg-face-missing[data-wants]")) {
    const face = cache.get(wrap.dataset.wants);
    if (face) showFace(wrap, wrap.dataset.wants, face);
  }
}

// -- 4b. Cards, zones and areas --

// An item (a card, a card back or a token): built once, then changed in place when its state,
// label or numbers change. Its face, the largest part, is kept while it shows the same card.
function fillItem(model, node, item, cache, next) {
  const classes = ["fg-item"];
  if (item.card || item.back) classes.push("fg-card");
  if (item.token) classes.push("fg-token");
  if (item.state) classes.push(`is-${item.state}`);
  const interactive = Boolean(item.key);
  // A card that was a button stays one, disabled while it cannot be played (see fillZone).
  const button = node.tagName === "BUTTON";
  setAttrs(node, {
    className: classes.join(" "),
    "aria-label": item.label,
    title: item.title || item.label,
    "data-key": item.key,
    "data-testid": item.key ? `item-${item.key}` : undefined,
    type: button ? "button" : undefined,
    disabled: button && !interactive,
    "aria-pressed": interactive && item.state === "selected" ? "true" : undefined,
    role: button ? undefined : "img",
  });
  const faceId = item.back ? "back" : item.card || item.token;
  const faceClass = item.token && !item.back && !item.card ? "fg-token-face" : "fg-face";
  const children = [];
  // A face that had not arrived yet is filled in once it is there (fillMissingFaces).
  if (faceId)
    children.push(
      reuse(cache, next, "face", [faceId, faceClass], () => faceNode(model, faceId, faceClass)),
    );
  // Its words: each span kept while its text stays (a new span is relaid out from scratch).
  const words = (className, text) =>
    reuse(cache, next, className, text, () => h("span", { className, text }));
  if (item.text) children.push(words("fg-item-text", item.text));
  if (item.count !== undefined && item.count !== null)
    children.push(words("fg-count", `×${item.count}`));
  if (item.note) children.push(words("fg-note", item.note));
  if (item.badge) children.push(words("fg-badge", item.badge));
  syncChildren(node, children);
  return node;
}

function fillZone(model, node, zone, cache, next, movers) {
  const layout = zone.layout || "row";
  const classes = ["fg-zone", `fg-layout-${layout}`];
  if (zone.state) classes.push(`is-${zone.state}`);
  if (zone.size) classes.push(`fg-size-${zone.size}`);
  if (zone.key) classes.push("has-target");
  // Its cards are moves now: they keep a size whose names read at 10 px (table.css).
  if ((zone.items || []).some((item) => item.key)) classes.push("has-moves");
  // Tall stacks get more compact (table.css). A class, not a :has() rule: the browser checks
  // :has() again on every change inside any zone, which cost style time on each click.
  const cards = (zone.items || []).length;
  if (layout === "stack" && cards >= 7) classes.push(cards >= 11 ? "is-taller" : "is-tall");
  setAttrs(node, {
    className: classes.join(" "),
    role: "group",
    "aria-label": zone.aria || zone.label,
    "data-testid": `zone-${zone.id}`,
    "data-layout": layout,
  });
  const part = (key, data, build, update) => reuse(cache, next, key, data, build, update);
  // The head's words change in place (a count in the badge changes at most moves).
  const fillHead = (head) => {
    const label = head.firstChild || head.appendChild(h("span", { className: "fg-zone-label" }));
    if (label.textContent !== (zone.label || "")) label.textContent = zone.label || "";
    let badge = label.nextSibling;
    if (zone.badge && !badge) badge = head.appendChild(h("span", { className: "fg-zone-badge" }));
    if (!zone.badge && badge) badge.remove();
    else if (badge && badge.textContent !== zone.badge) badge.textContent = zone.badge;
    return head;
  };
  const header = part(
    "head",
    [zone.label, zone.badge],
    () => fillHead(h("div", { className: "fg-zone-head" })),
    fillHead,
  );
  const box = part("items", layout, () => h("div", { className: "fg-items" }));
  const list = zone.items || [];
  const ring = layout === "ring";
  // Named by what they show, not by their keys: a card that becomes playable (or stops
  // being) is the same item changing state, and keeps its face. The same card or token twice
  // in a zone: each copy its own node.
  const names = itemNames(list);
  const nodes = list.map((item, i) => {
    const id = itemId(item);
    // A card that stops being playable keeps its button, disabled: rebuilding it as a plain
    // element (and again as a button on the player's next turn) made the browser style and
    // lay out a new card and image each time, and that garbage fed the page's collections
    // (benchmarks/README.md). A card that becomes playable is rebuilt once, as a button.
    const tag = item.key ? "BUTTON" : "DIV";
    const fill = (node, items, inner) => {
      // A ring places items evenly on a circle, clockwise from the top; CSS does the geometry.
      if (ring) node.style.cssText = `--fg-i: ${i}; --fg-n: ${list.length}`;
      else if (node.style.cssText) node.style.cssText = "";
      return fillItem(model, node, item, items, inner);
    };
    return part(
      `item:${names[i]}`,
      ring ? [item, i, list.length] : item,
      (items, inner) => {
        // New in this zone: a card that has just left another zone brings its element (or,
        // as a button turning into a plain card, at least its face and image) along.
        const moved = movers.take(id);
        if (!moved) return fill(document.createElement(tag), items, inner);
        const node = moved.node.tagName === tag ? moved.node : document.createElement(tag);
        return fill(node, moved.parts, inner);
      },
      (old, items, inner) =>
        old.tagName === tag || old.tagName === "BUTTON" ? fill(old, items, inner) : null,
    );
  });
  if (ring && zone.center)
    nodes.push(
      part("center", zone.center, () =>
        h("div", { className: "fg-ring-center", text: zone.center }),
      ),
    );
  if (!list.length && zone.empty)
    nodes.push(
      part("empty", zone.empty, () => h("span", { className: "fg-empty", text: zone.empty })),
    );
  syncChildren(box, nodes);
  const children = [header, box];
  if (zone.caption)
    children.push(
      part("caption", zone.caption, () =>
        h("div", { className: "fg-caption", text: zone.caption }),
      ),
    );
  if (zone.key) {
    // A clickable zone (e.g. a market that can take the selected card).
    const what = [zone.id, zone.key, zone.label, zone.target_label, zone.target_text];
    children.push(
      part("target", what, () =>
        h(
          "button",
          {
            type: "button",
            className: "fg-zone-target",
            "aria-label": zone.target_label || `${zone.label}: choose`,
            "data-key": zone.key,
            "data-testid": `target-${zone.id}`,
          },
          [h("span", { text: zone.target_text || "Here" })],
        ),
      ),
    );
  }
  syncChildren(node, children);
  return node;
}

function fillArea(model, node, area, cache, next, movers) {
  // The area of the player's hand stays in view on a phone (table.css, .has-hand).
  const hand = (area.zones || []).some((zone) => zone.id === "hand");
  setAttrs(node, {
    className: `fg-area fg-area-${area.id}${hand ? " has-hand" : ""}`,
    "data-testid": `area-${area.id}`,
  });
  const box = reuse(cache, next, "zones", 0, () => h("div", { className: "fg-zones" }));
  const zones = (area.zones || []).map((zone) =>
    reuse(
      cache,
      next,
      `zone:${zone.id}`,
      zone,
      (items, inner) => fillZone(model, h("section"), zone, items, inner, movers),
      (old, items, inner) =>
        old.dataset.layout === (zone.layout || "row")
          ? fillZone(model, old, zone, items, inner, movers)
          : null,
    ),
  );
  syncChildren(box, zones);
  const label = area.label
    ? reuse(cache, next, "label", area.label, () =>
        h("h3", { className: "fg-area-label", text: area.label }),
      )
    : null;
  syncChildren(node, label ? [label, box] : [box]);
  return node;
}

// -- 4c. Panels, buttons and questions --

// A side panel (the log, scores): kept, and only its changed lines replaced; the log gains a
// line at each move and shifts the others down.
function fillPanel(node, panel, cache, next) {
  setAttrs(node, {
    className: `fg-panel ${panel.kind ? `fg-panel-${panel.kind}` : ""}`,
    "aria-label": panel.title,
    "data-testid": `panel-${panel.id}`,
    // The log scrolls once it is long (CSS): the keyboard must reach it too (WCAG 2.1.1).
    role: panel.kind === "log" ? "region" : undefined,
    tabindex: panel.kind === "log" ? "0" : undefined,
  });
  const part = (key, data, build, update) => reuse(cache, next, key, data, build, update);
  const children = [];
  if (panel.title) children.push(part("title", panel.title, () => h("h3", { text: panel.title })));
  if (panel.lines) {
    const list = part("list", 0, () => h("ul"));
    const seen = new Map();
    const lines = panel.lines.map((line) => {
      const text = typeof line === "string" ? line : line.text;
      const copy = (seen.get(text) || 0) + 1;
      seen.set(text, copy);
      const data = typeof line === "string" ? line : `${line.state || ""}:${text}`;
      return part(`line:${text}#${copy}`, data, () => {
        const li = h("li", { text });
        if (typeof line !== "string" && line.state) li.className = `is-${line.state}`;
        return li;
      });
    });
    syncChildren(list, lines);
    children.push(list);
  }
  if (panel.rows)
    children.push(
      part(
        "rows",
        [panel.head, panel.rows],
        () => tableNode(panel.head, panel.rows),
        (old) => fillTable(old, panel.head, panel.rows),
      ),
    );
  if (panel.text) children.push(part("text", panel.text, () => h("p", { text: panel.text })));
  syncChildren(node, children);
  return node;
}

function tableNode(head, rows) {
  return fillTable(h("table"), head, rows);
}

// A score table (a side panel's or an ending's): column headers, then one row a seat whose
// first cell heads the row, so a screen reader names the seat with every number. Filled in
// place: a new score changes one cell's text, not the table (rebuilding it relaid it all).
function fillTable(table, head, rows) {
  const lines = (parent, wanted) => {
    while (parent.rows.length > wanted) parent.deleteRow(-1);
    while (parent.rows.length < wanted) parent.insertRow(-1);
    return parent.rows;
  };
  const cells = (tr, values, heads) => {
    while (tr.cells.length > values.length) tr.deleteCell(-1);
    values.forEach((value, i) => {
      const tag = heads(i) ? "TH" : "TD";
      let cell = tr.cells[i];
      if (!cell || cell.tagName !== tag) {
        const fresh = document.createElement(tag);
        if (tag === "TH") fresh.scope = head && tr.parentNode.tagName === "THEAD" ? "col" : "row";
        if (cell) cell.replaceWith(fresh);
        else tr.appendChild(fresh);
        cell = fresh;
      }
      const text = value === null || value === undefined ? "" : String(value);
      if (cell.textContent !== text) cell.textContent = text;
    });
  };
  if (head) {
    const thead = table.tHead || table.createTHead();
    cells(lines(thead, 1)[0], head, () => true);
  } else if (table.tHead) table.deleteTHead();
  const body = table.tBodies[0] || table.createTBody();
  const trs = lines(body, rows.length);
  rows.forEach((row, r) => cells(trs[r], row, (i) => i === 0));
  return table;
}

function buttonNode(button) {
  return fillButton(document.createElement("button"), button);
}

// A button changed in place (Undo greys out and back every turn; a new button would be styled
// and laid out from scratch).
function fillButton(node, button) {
  const classes = ["fg-button"];
  if (button.state) classes.push(`is-${button.state}`);
  setAttrs(node, {
    type: "button",
    className: classes.join(" "),
    "data-key": button.key,
    "data-testid": `button-${button.key}`,
    title: button.title || button.label,
    "aria-label": button.aria || button.label,
    disabled: button.state === "disabled",
  });
  const words = node.firstChild || node.appendChild(document.createElement("span"));
  if (words.textContent !== button.label) words.textContent = button.label;
  return node;
}

function endingNode(ending) {
  // The end of a round or game: title, your result, the scores and why, and what next.
  const node = h("section", {
    className: `fg-ending is-${ending.kind}`,
    "aria-label": ending.title,
    "data-testid": "ending",
  });
  node.appendChild(h("h3", { text: ending.title }));
  if (ending.result) node.appendChild(h("p", { className: "fg-result", text: ending.result }));
  const details = h("div", { className: "fg-ending-body" }, [tableNode(ending.head, ending.rows)]);
  if (ending.lines.length) {
    const list = h("ul");
    for (const text of ending.lines) list.appendChild(h("li", { text }));
    details.appendChild(list);
  }
  node.appendChild(details);
  const bar = h("div", { className: "fg-buttons", role: "toolbar", "aria-label": "What next" });
  for (const button of ending.buttons) bar.appendChild(buttonNode(button));
  node.appendChild(bar);
  return node;
}

function confirmNode(confirm) {
  const node = h("div", { className: "fg-confirm", role: "alertdialog", "data-testid": "confirm" });
  node.appendChild(h("p", { text: confirm.text }));
  const bar = h("div", { className: "fg-buttons", role: "toolbar", "aria-label": "Answer" });
  for (const button of confirm.buttons) bar.appendChild(buttonNode(button));
  node.appendChild(bar);
  return node;
}

// -- 4d. The scene's regions --

// The scene's regions: the head (title), the board (areas of zones), the side panels and the
// status (what to do now, questions, buttons). Each is given `part(key, data, build, update)`,
// which reuses what the last drawing made for the same key (see reuse), and sets its
// region's children in place.

// Plain divs, not header/aside: a learn page holds many tables, and repeated landmarks
// would only clutter a screen reader's landmark list.
function drawHead(head, scene, part) {
  const titles = part("titles", [scene.title, scene.subtitle], () =>
    h("div", { className: "fg-titles" }, [
      scene.title ? h("h2", { className: "fg-title", text: scene.title }) : null,
      scene.subtitle ? h("div", { className: "fg-subtitle", text: scene.subtitle }) : null,
    ]),
  );
  syncChildren(head, [titles]);
}

function curtainNode(curtain) {
  return h("div", { className: "fg-curtain", "data-testid": "curtain" }, [
    h("h3", { text: curtain.title || "" }),
    h("p", { text: curtain.text || "" }),
    curtain.button ? buttonNode(curtain.button) : null,
  ]);
}

function drawBoard(model, board, scene, part, movers) {
  const parts = [];
  if (scene.curtain)
    parts.push(part("curtain", JSON.stringify(scene.curtain), () => curtainNode(scene.curtain)));
  for (const area of scene.areas || [])
    parts.push(
      part(
        `area:${area.id}`,
        area,
        (zones, inner) => fillArea(model, h("div"), area, zones, inner, movers),
        (old, zones, inner) => fillArea(model, old, area, zones, inner, movers),
      ),
    );
  syncChildren(board, parts);
}

// Whether there are any side panels.
function drawSide(side, scene, part) {
  const panels = (scene.side || []).map((panel) =>
    part(
      `panel:${panel.id}`,
      panel,
      (lines, inner) => fillPanel(h("section"), panel, lines, inner),
      (old, lines, inner) => fillPanel(old, panel, lines, inner),
    ),
  );
  syncChildren(side, panels);
  return panels.length > 0;
}

function drawStatus(status, scene, part) {
  const parts = [];
  if (scene.ending)
    parts.push(part("ending", JSON.stringify(scene.ending), () => endingNode(scene.ending)));
  if (scene.confirm)
    parts.push(part("confirm", JSON.stringify(scene.confirm), () => confirmNode(scene.confirm)));
  const notice = scene.notice;
  if (notice && notice.text)
    parts.push(
      part("notice", JSON.stringify(notice), () =>
        h("div", {
          className: `fg-notice is-${notice.kind || "info"}`,
          role: notice.kind === "error" ? "alert" : "note",
          "data-testid": "notice",
          text: notice.text,
        }),
      ),
    );
  parts.push(statusLine(scene, part));
  syncChildren(status, parts);
}

const BARS = [
  ["buttons", "fg-buttons", "Actions"],
  ["tools", "fg-status-tools", "Tools"],
];

// The status line stays; its prompt and each of its buttons change only when they differ.
function statusLine(scene, part) {
  const line = part("status-line", 0, () => h("div", { className: "fg-status-line" }));
  const parts = [];
  if (scene.prompt)
    parts.push(
      part(
        "prompt",
        scene.prompt,
        () => h("p", { className: "fg-prompt", "data-testid": "prompt", text: scene.prompt }),
        (old) => {
          old.textContent = scene.prompt;
          return old;
        },
      ),
    );
  for (const [field, className, label] of BARS) {
    const buttons = scene[field] || [];
    if (!buttons.length) continue;
    const bar = part(`bar:${field}`, 0, () =>
      h("div", { className, role: "toolbar", "aria-label": label }),
    );
    syncChildren(
      bar,
      buttons.map((button) =>
        part(
          `${field}:${button.key}`,
          JSON.stringify(button),
          () => buttonNode(button),
          (old) => fillButton(old, button),
        ),
      ),
    );
    parts.push(bar);
  }
  syncChildren(line, parts);
  return line;
}

// What the board holds, in numbers: when it changes, the cards may grow back (see fitter).
function boardShape(scene) {
  let shape = scene.curtain ? "c" : "";
  for (const area of scene.areas || []) {
    shape += `|${(area.zones || []).length}`;
    for (const zone of area.zones || []) shape += `,${(zone.items || []).length}`;
  }
  return shape;
}

// ---------------------------------------------------------------------------------------------
// 5. Focus and keys
// ---------------------------------------------------------------------------------------------

// Tab moves between groups (one stop each: a zone, a button bar); arrows move to the nearest
// control in their direction, whatever its group. With a card chosen, the places it can go
// are the next Tab stops.
const GROUP = ".fg-zone, .fg-buttons, .fg-status-tools, .fg-curtain";
const ENABLED = "[data-key]:not([disabled])";
const TARGETS = ".fg-zone-target:not([disabled]), button.fg-item.is-target:not([disabled])";

// Roving tabindex: one Tab stop per group (a zone, a button bar); arrows move inside it.
function rove(root) {
  const groups = new Map();
  for (const node of root.querySelectorAll(ENABLED)) {
    const group = node.closest(GROUP);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(node);
  }
  for (const nodes of groups.values()) {
    const first =
      nodes.find((n) => n.classList.contains("is-hint")) ||
      nodes.find((n) => n.classList.contains("is-selected")) ||
      nodes.find((n) => n.classList.contains("is-playable")) ||
      nodes[0];
    for (const n of nodes) {
      const index = n === first ? 0 : -1;
      if (n.tabIndex !== index) n.tabIndex = index; // an unchanged write still restyles
    }
  }
}

// The places the chosen card can go, legal ones first (a dimmed one only says why not).
function targetStops(root) {
  if (!root.querySelector(".fg-item.is-selected")) return [];
  const all = [...root.querySelectorAll(TARGETS)];
  const dim = (node) => node.closest(".fg-zone.is-dim, .fg-item.is-dim");
  return [...all.filter((node) => !dim(node)), ...all.filter(dim)];
}

// Tab from the chosen card (or its group) goes to the first place it can go, and on through
// them; Shift+Tab goes back to the card. Elsewhere (null) the browser's own order holds.
function tabTarget(root, current, back) {
  const stops = targetStops(root);
  if (!stops.length) return null;
  const chosen = root.querySelector(".fg-item.is-selected");
  const at = stops.indexOf(current);
  if (back) {
    if (at > 0) return stops[at - 1];
    return at === 0 && chosen.matches(ENABLED) ? chosen : null;
  }
  if (at >= 0) return at + 1 < stops.length ? stops[at + 1] : null;
  return current.closest(GROUP) === chosen.closest(GROUP) ? stops[0] : null;
}

const DIRECTIONS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

// The control nearest to `current` in direction [dx, dy]: its centre at least a quarter of
// the current control beyond (a chosen card's small lift is not "up"), distance across the
// direction counting double (straight ahead beats a little nearer but far to the side).
function nearest(current, nodes, [dx, dy]) {
  const from = current.getBoundingClientRect();
  const fx = from.left + from.width / 2;
  const fy = from.top + from.height / 2;
  const least = (dx ? from.width : from.height) / 4;
  let best = null;
  let bestScore = Infinity;
  for (const node of nodes) {
    const r = node.getBoundingClientRect();
    if (node === current || !r.width) continue;
    const x = r.left + r.width / 2 - fx;
    const y = r.top + r.height / 2 - fy;
    const along = dx ? x * dx : y * dy;
    if (along < least) continue;
    const score = along + 2 * Math.abs(dx ? y : x);
    if (score < bestScore) [best, bestScore] = [node, score];
  }
  return best;
}

// Nothing further that way: Left/Right go round the group, Up/Down round the groups.
function around(all, current, key) {
  const group = current.closest(GROUP);
  if (key === "ArrowRight" || key === "ArrowLeft") {
    const inGroup = all.filter((n) => n.closest(GROUP) === group);
    const i = inGroup.indexOf(current);
    const step = key === "ArrowRight" ? 1 : -1;
    return inGroup[(i + step + inGroup.length) % inGroup.length];
  }
  const groups = [];
  for (const n of all) {
    const g = n.closest(GROUP);
    if (!groups.includes(g)) groups.push(g);
  }
  const step = key === "ArrowDown" ? 1 : -1;
  const g = groups[(groups.indexOf(group) + step + groups.length) % groups.length];
  return all.find((n) => n.closest(GROUP) === g);
}

function arrowTarget(root, current, key) {
  const all = [...root.querySelectorAll(ENABLED)];
  const inGroup = () => all.filter((n) => n.closest(GROUP) === current.closest(GROUP));
  if (key === "Home") return inGroup()[0];
  if (key === "End") return inGroup().at(-1);
  if (!DIRECTIONS[key]) return null;
  return nearest(current, all, DIRECTIONS[key]) || around(all, current, key);
}

// What draw() needs to put the focus back: the last focused control, and the group the
// player last moved into themselves. Returns whether the focus was on the table.
function noteFocus(root, memory) {
  const active = document.activeElement;
  if (!root.contains(active)) return false;
  if (active.getAttribute("data-key")) {
    const group = active.closest(GROUP);
    memory.lastFocus = { key: active.getAttribute("data-key"), group: group && group.dataset.testid };
  }
  return true;
}

// Focus stays on the table after a move: the same control if it is still there, else a
// question or ending that just appeared, else the first control of the same group, else the
// first thing to click, else the table itself (its ring shows; see keyboardRing).
function restoreFocus(root, scene, memory) {
  const byKey = (key) => root.querySelector(`[data-key="${CSS.escape(key)}"]:not([disabled])`);
  const groupOf = (id) => id && root.querySelector(`[data-testid="${CSS.escape(id)}"]`);
  const lastFocus = memory.lastFocus;
  let next = lastFocus && byKey(lastFocus.key);
  // Back to where the player was working (e.g. the hand) once it is clickable again,
  // rather than staying on a stand-in (Undo) that held the focus meanwhile.
  const home = groupOf(memory.userGroup);
  if (home && !(next && home.contains(next)))
    next = home.querySelector("[data-key][tabindex='0']:not([disabled])") || next;
  // A question starts on its safe answer (Cancel): a second Enter must not fold.
  if (scene.confirm || scene.ending)
    next = root.querySelector(
      ".fg-confirm [data-key].is-primary, .fg-ending [data-key].is-primary, .fg-ending [data-key]",
    );
  if (!next && lastFocus && lastFocus.group) {
    const group = groupOf(lastFocus.group);
    next = group && group.querySelector(ENABLED);
  }
  if (!next) next = root.querySelector("[data-key][tabindex='0']:not([disabled])");
  memory.focusing = true;
  (next || root).focus({ preventScroll: true });
  memory.focusing = false;
}

// The browser rings only a focus the keyboard moved (:focus-visible); after a move, draw()
// moves it by script, and the ring went missing. So the table remembers how the player last
// worked: from the keyboard, every focus on it is ringed (table.css, .is-keyboard).
function keyboardRing(root) {
  const note = (event) => root.classList.toggle("is-keyboard", event.type === "keydown");
  document.addEventListener("keydown", note, true);
  document.addEventListener("pointerdown", note, true);
  return () => {
    document.removeEventListener("keydown", note, true);
    document.removeEventListener("pointerdown", note, true);
  };
}

// ---------------------------------------------------------------------------------------------
// 6. Zoom
// ---------------------------------------------------------------------------------------------

// The card preview: the face under the pointer (or keyboard focus), large enough to read.
function cardZoom(model, root, el) {
  const zoom = h("div", { className: "fg-zoom", "aria-hidden": "true", "data-testid": "zoom" });
  zoom.hidden = true;
  el.appendChild(zoom);
  function show(event) {
    const card = event.target.closest && event.target.closest(".fg-card");
    const wrap = card && root.contains(card) && card.querySelector(".fg-face[data-face]");
    const face = wrap && faces(model).get(wrap.dataset.face);
    if (!face) return;
    zoom.replaceChildren(faceSvg(face));
    zoom.hidden = false;
  }
  function hide(event) {
    const card = event.target.closest && event.target.closest(".fg-card");
    const into =
      event.relatedTarget && event.relatedTarget.closest && event.relatedTarget.closest(".fg-card");
    if (card && into !== card) zoom.hidden = true;
  }
  // Faces came after the cards were drawn: show the card the pointer already rests on (its
  // pointerover found no face to show).
  function refresh() {
    const pointed = zoom.hidden && root.querySelector(".fg-card:hover");
    if (pointed) show({ target: pointed });
  }
  return { show, hide, refresh };
}

// ---------------------------------------------------------------------------------------------
// 7. Fitting the screen
// ---------------------------------------------------------------------------------------------

// A sticky bar sticks only if no box between it and the page's scroller clips its overflow.
// The notebook's output boxes and ipywidgets' boxes do (overflow: auto or hidden), so the
// table lets them show their overflow, once, when it is first drawn. (A CSS :has() rule could
// do the same, but it would make the browser re-check those boxes after every redraw.)
const CLIPPING = ["jp-OutputArea", "jp-OutputArea-child", "jp-OutputArea-output", "widget-box"];
function unclip(el) {
  for (let node = el; node && node !== document.body; node = node.parentElement) {
    if (node === el || CLIPPING.some((name) => node.classList.contains(name)))
      node.style.overflow = "visible";
    if (node.classList.contains("jp-Cell")) break;
  }
}

// A play table (its widget has the class fg-fit; a lesson's tables do not) fills the window
// from where it starts to the bottom, its status and panels in a column beside the board
// (under it on a narrow screen; table.css): every card is in view without scrolling the page,
// and nothing is drawn on top of one. Its cards take the largest scale at which the board
// needs no scroll bar, down to the last of SCALES (a card's words then read in the preview).
const SCALES = [1, 0.93, 0.86, 0.8, 0.74, 0.68, 0.62, 0.57];
const FIT_GAP = 6; // px left under the table
const FIT_LEAST = 360; // px: below this height the page scrolls instead
function fitter(el, root, board) {
  let step = 0;
  let shape = null;
  let windowSize = "";
  const scale = (i) => {
    step = i;
    root.style.setProperty("--fg-scale", String(SCALES[i]));
  };
  const over = () =>
    board.scrollHeight > board.clientHeight + 1 || board.scrollWidth > board.clientWidth + 1;
  // Whether the board's content, its cards one step larger, may still fit: only then is a
  // step tried (each try lays the page out again, in the frame of a move).
  const roomToGrow = () => {
    const last = board.lastElementChild;
    if (!last) return true;
    const used = last.getBoundingClientRect().bottom - board.getBoundingClientRect().top;
    return ((used + board.scrollTop) * SCALES[step - 1]) / SCALES[step] <= board.clientHeight;
  };
  return function fit(now) {
    const on = Boolean(el.closest(".fg-fit")) && el.isConnected;
    root.classList.toggle("is-fit", on);
    if (!on) return;
    const top = root.getBoundingClientRect().top + window.scrollY;
    const height = `${Math.max(FIT_LEAST, Math.floor(window.innerHeight - top - FIT_GAP))}px`;
    if (root.style.height !== height) root.style.height = height;
    // A chosen card waits for its target (a phone then shows the hand in one row; table.css).
    const aiming = Boolean(board.querySelector(TARGETS));
    if (aiming !== board.classList.contains("is-aiming")) board.classList.toggle("is-aiming");
    // The board holds something else, or the window changed: the cards may grow back.
    const size = `${window.innerWidth}x${window.innerHeight}`;
    if (now !== shape || size !== windowSize) {
      [shape, windowSize] = [now, size];
      while (step > 0 && roomToGrow()) {
        scale(step - 1);
        if (over()) {
          scale(step + 1);
          break;
        }
      }
    }
    while (step < SCALES.length - 1 && over()) scale(step + 1);
    const scrolls = over();
    if (scrolls) showMoves(board);
    reachable(board, scrolls);
  };
}

// A board that scrolls is a Tab stop of its own while it does: between two moves it may hold
// no control, and the keyboard must still be able to scroll it (WCAG 2.1.1, axe).
function reachable(board, scrolls) {
  if (scrolls === board.hasAttribute("tabindex")) return;
  const attrs = { tabindex: "0", role: "region", "aria-label": "The board" };
  for (const [name, value] of Object.entries(attrs))
    if (scrolls) board.setAttribute(name, value);
    else board.removeAttribute(name);
}

// The board still needs its scroll bar (cards at their smallest): what the player can click
// on it must be in view, all of it when it fits in the board's height (else from the first).
// A phone's hand stays at the bottom of the board (table.css), so the moves outside it must
// clear it; while it holds them all, the board shows its end, what lies just above the hand.
// Scrolls the board only, never the page.
function showMoves(board) {
  const hand = board.querySelector(".fg-area.has-hand");
  const pinned = hand && getComputedStyle(hand).position === "sticky" ? hand : null;
  const box = board.getBoundingClientRect();
  const end = box.bottom - (pinned ? pinned.offsetHeight : 0);
  let top = Infinity;
  let bottom = -Infinity;
  for (const node of board.querySelectorAll(ENABLED)) {
    if (pinned && pinned.contains(node)) continue; // always in view
    const r = node.getBoundingClientRect();
    if (!r.height) continue;
    top = Math.min(top, r.top);
    bottom = Math.max(bottom, r.bottom);
  }
  if (pinned) showChosen(pinned);
  if (top === Infinity) {
    // Every move is in the pinned hand, the board's last area: show what lies just above it
    // (the markets, the trick). A hand with areas after it would scroll away (sticky holds it
    // at the bottom edge only).
    if (pinned && !pinned.nextElementSibling && board.querySelector(ENABLED))
      board.scrollTop = board.scrollHeight;
    return;
  }
  if (bottom - top > end - box.top - 16) bottom = top + end - box.top - 16;
  if (top < box.top) board.scrollTop -= box.top - top + 8;
  else if (bottom > end) board.scrollTop += bottom - end + 8;
}

// A hand in one row (a phone, while a chosen card waits for its target) shows the chosen card.
function showChosen(hand) {
  const strip = hand.querySelector("[data-testid=zone-hand] > .fg-items");
  const chosen = strip && strip.querySelector(".fg-item.is-selected");
  if (!chosen || strip.scrollWidth <= strip.clientWidth) return;
  const box = strip.getBoundingClientRect();
  const r = chosen.getBoundingClientRect();
  if (r.left < box.left) strip.scrollLeft -= box.left - r.left + 6;
  else if (r.right > box.right) strip.scrollLeft += r.right - box.right + 6;
}

// ---------------------------------------------------------------------------------------------
// 8. The view
// ---------------------------------------------------------------------------------------------

// The table's skeleton stays; draw() changes only the parts inside it that differ. The status
// comes before the side panels (Tab order: the board, what to do now, then the details); in a
// lesson it sits under both, pinned to the bottom of the window (CSS sticky): what to do now,
// the latest message, the moves that are buttons, Hint and Undo.
function skeleton(el) {
  const root = h("div", { className: "fg-table", "data-testid": "table", tabindex: "-1" });
  const live = h("div", { className: "fg-live", "aria-live": "polite", role: "status" });
  const head = h("div", { className: "fg-head" });
  const board = h("div", { className: "fg-board" });
  // The side column scrolls when tall: a keyboard user must be able to reach it (WCAG 2.1.1).
  const side = h("div", {
    className: "fg-side",
    tabindex: "0",
    role: "region",
    "aria-label": "Scores and details",
  });
  const status = h("div", { className: "fg-status", "data-testid": "status" });
  const rail = h("div", { className: "fg-rail" }, [status]);
  const main = h("div", { className: "fg-main" }, [board, rail]);
  root.append(head, main);
  el.append(root, live);
  return { root, live, head, board, side, status, rail };
}

function render({ model, el }) {
  const store = sceneStore(model);
  const { root, live, head, board, side, status, rail } = skeleton(el);
  // What the table shows: the scene a click brings, drawn before the kernel's answer.
  const currentScene = () => (store.guess ? store.guess.scene : store.scene);
  const memory = { lastFocus: null, userGroup: null, focusing: false };
  let drawn = new Map(); // reusable parts of the last draw (see reuse)
  const moving = movingCards(); // cards that change zones keep their elements
  const zoom = cardZoom(model, root, el);
  const fit = fitter(el, root, board);
  let shape = "";
  let fitting = 0;
  let unclipped = false;
  let lastAnnounce = "";
  // After a drawing, once a frame: the widget may join the page only after its first draw.
  const settle = () => {
    if (fitting) return;
    fitting = requestAnimationFrame(() => {
      fitting = 0;
      if (!unclipped && el.isConnected) {
        unclip(el); // once, as soon as the widget is in the page
        unclipped = true;
      }
      fit(shape);
    });
  };

  function draw() {
    const started = performance.now();
    const scene = currentScene();
    const hadFocus = noteFocus(root, memory);
    const next = new Map();
    const part = (key, data, build, update) => reuse(drawn, next, key, data, build, update);
    // The version is the kernel's: a guess on screen waits for its answer (data-guess).
    const version = String(store.scene.v ?? "");
    if (root.dataset.v !== version) root.dataset.v = version;
    root.toggleAttribute("data-guess", Boolean(store.guess));
    if (scene.anchor) root.id = scene.anchor;
    root.dataset.game = scene.game ?? "";
    root.classList.toggle("has-curtain", Boolean(scene.curtain));
    drawHead(head, scene, part);
    const movers = moving.begin(drawn, scene);
    drawBoard(model, board, scene, part, movers);
    syncChildren(rail, drawSide(side, scene, part) ? [status, side] : [status]);
    drawStatus(status, scene, part);
    moving.end(drawn, next);
    drawn = next;
    rove(root);
    if (hadFocus) restoreFocus(root, scene, memory);
    if (scene.announce && scene.announce !== lastAnnounce) {
      live.textContent = scene.announce;
      lastAnnounce = scene.announce;
    }
    root.dataset.ready = "1";
    // The benchmarks read this to split click latency into the kernel's share and ours.
    root.dataset.drawMs = (performance.now() - started).toFixed(2);
    shape = boardShape(scene);
    settle();
  }

  function onClick(event) {
    const target = event.target.closest("[data-key]");
    if (!target || !root.contains(target) || target.disabled) return;
    if (sendClick(model, store, target.getAttribute("data-key")))
      void root.offsetHeight; // style and layout now, while the click travels
  }

  function onKey(event) {
    const current = event.target.closest && event.target.closest("[data-key]");
    if (!current || !root.contains(current) || event.altKey || event.ctrlKey) return;
    const next =
      event.key === "Tab"
        ? tabTarget(root, current, event.shiftKey)
        : arrowTarget(root, current, event.key);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  function onFocus(event) {
    if (!memory.focusing) {
      const group = event.target.closest(GROUP);
      if (group && group.dataset.testid) memory.userGroup = group.dataset.testid;
    }
    if (event.target.matches(":focus-visible")) zoom.show(event);
  }

  const onResize = () => fit(shape);
  const stopRing = keyboardRing(root);
  // One list for adding and removing, so that every listener added is removed with the view.
  const listeners = [
    [root, "click", onClick],
    [root, "keydown", onKey],
    [root, "pointerover", zoom.show],
    [root, "pointerout", zoom.hide],
    [root, "focusin", onFocus],
    [root, "focusout", zoom.hide],
    [window, "resize", onResize],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  // Faces came after the cards were drawn: fill them in, and preview a pointed card.
  draw.faces = () => {
    fillMissingFaces(model, root);
    zoom.refresh();
  };
  store.views.add(draw);
  draw();

  return () => {
    stopRing();
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    if (fitting) cancelAnimationFrame(fitting);
    store.views.delete(draw);
  };
}

export default {
  initialize({ model }) {
    sceneStore(model); // before any view: patches may come while none is drawn
    return () => STORES.delete(model.get("table_id")); // the table is closed
  },
  render,
};
