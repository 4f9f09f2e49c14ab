// The modules a page imports at start, found by running every page's code in the site's own
// Pyodide under Node, the way the Pyodide kernel does in the browser:
// `node startup_modules.js SITE NOTEBOOKS OUT` writes to OUT each imported module's file inside
// site-packages, one a line. static_site/build.py runs this; see startup_modules.py.
const fs = require("fs");
const path = require("path");

async function main() {
  const [site, notebooks, output] = process.argv.slice(2).map((p) => path.resolve(p));
  const runtime = path.join(site, "static", "pyodide");
  const { loadPyodide } = require(path.join(runtime, "pyodide.js"));
  const lock = JSON.parse(fs.readFileSync(path.join(runtime, "pyodide-lock.json"), "utf8"));
  const packages = Object.keys(lock.packages).filter((name) => lock.packages[name].file_name.endsWith(".whl"));
  const pyodide = await loadPyodide({ indexURL: runtime + path.sep, packages });
  for (const [folder, mount] of [[notebooks, "/notebooks"], [path.dirname(output), "/out"]]) {
    pyodide.FS.mkdirTree(mount);
    pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, mount);
  }
  pyodide.globals.set("OUTPUT", "/out/" + path.basename(output));
  const script = fs.readFileSync(path.join(__dirname, "startup_modules.py"), "utf8");
  await pyodide.runPythonAsync(script);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
