// Byte-compile wheels with the site's own Pyodide, in Node: `node compile_wheels.js RUNTIME IN OUT`.
// The browser then imports ready bytecode instead of compiling every module at each page start
// (Pyodide keeps no .pyc cache between visits). static_site/build.py runs this; see
// compile_wheels.py for what changes in a wheel.
const fs = require("fs");
const path = require("path");

async function main() {
  const [runtime, input, output] = process.argv.slice(2).map((p) => path.resolve(p));
  const { loadPyodide } = require(path.join(runtime, "pyodide.js"));
  const pyodide = await loadPyodide({ indexURL: runtime + path.sep });
  for (const [folder, mount] of [[input, "/wheels-in"], [output, "/wheels-out"]]) {
    pyodide.FS.mkdirTree(mount);
    pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, mount);
  }
  const startup = path.join(__dirname, "startup-modules.txt");
  pyodide.FS.writeFile("/startup-modules.txt", fs.readFileSync(startup, "utf8"));
  const script = fs.readFileSync(path.join(__dirname, "compile_wheels.py"), "utf8");
  await pyodide.runPythonAsync(script);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
