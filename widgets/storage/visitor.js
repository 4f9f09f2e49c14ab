// The browser's private key for its own saves: 32 random bytes, kept in this browser's
// localStorage and sent only to the kernel of this page. The server stores a hash of it.
const STORE = "fashion-games-visitor";

function visitorKey() {
  let key = null;
  try {
    key = window.localStorage.getItem(STORE);
  } catch (_) {
    // storage blocked: the key lasts as long as this page
  }
  if (!key || !/^[0-9a-f]{64}$/.test(key)) {
    const bytes = new Uint8Array(32);
    crypto.getRandomValues(bytes);
    key = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    try {
      window.localStorage.setItem(STORE, key);
    } catch (_) {
      // see above
    }
  }
  return key;
}

// The page's own address as this browser sees it (scheme, host and path, no query): the
// kernel builds invite links from it, which behind a proxy (https, a JupyterHub prefix) only
// the browser knows for sure.
function initialize({ model }) {
  model.send({ type: "visitor", key: visitorKey(), page: location.origin + location.pathname });
}

// The picker for a save file: the size is checked here, before anything is sent, because a
// message over the websocket's limit would close the connection without a word.
function render({ model, el }) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.hidden = true;
  input.setAttribute("data-testid", "open-file-input");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button";
  button.textContent = "Open file…";
  button.title = "Continue or review a game from a save file on this computer";
  button.setAttribute("data-testid", "open-file");
  button.addEventListener("click", () => input.click());
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    input.value = "";
    if (!file) return;
    const limit = model.get("max_bytes");
    if (file.size > limit) {
      model.send({ type: "too-big", name: file.name.slice(0, 80), size: file.size });
      return;
    }
    model.send({ type: "file", name: file.name.slice(0, 80), text: await file.text() });
  });
  el.append(button, input);
  return () => el.replaceChildren();
}

export default { initialize, render };
