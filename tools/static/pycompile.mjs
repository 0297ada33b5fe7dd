// Compile the Python sources of pure-Python wheels to bytecode with the very Pyodide the static
// site runs (tools/static/build.py calls this; node is there because npm is).
//
//     node tools/static/pycompile.mjs PYODIDE_DIR IN_DIR OUT_DIR NAME.whl...
//
// Each wheel IN_DIR/NAME.whl is written to OUT_DIR/NAME.whl with every file it had, unchanged,
// plus a __pycache__/*.cpython-312.pyc beside each module: an "unchecked hash" pyc (PEP 552),
// which Python loads without looking at the source again. The browser then does not compile
// every module the app imports at each start (the site's Python has no disk cache: its files
// live in memory and are unpacked afresh each time). The sources stay (tracebacks show lines).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, inDir, outDir, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });
py.FS.mkdirTree("/in");
py.FS.mkdirTree("/out");
py.FS.mount(py.FS.filesystems.NODEFS, { root: inDir }, "/in");
py.FS.mount(py.FS.filesystems.NODEFS, { root: outDir }, "/out");
py.globals.set("WHEELS", py.toPy(wheels));
py.runPython(`
import importlib._bootstrap_external as external
import importlib.util
import sys
import warnings
import zipfile

warnings.simplefilter("ignore")          # SyntaxWarnings of the packages' own tests
TAG = sys.implementation.cache_tag       # cpython-312


def pyc_name(name):
    folder, _, file = name.rpartition("/")
    return (folder + "/" if folder else "") + "__pycache__/" + file[:-3] + "." + TAG + ".pyc"


def compile_wheel(name):
    count = 0
    with zipfile.ZipFile("/in/" + name) as zin, \\
            zipfile.ZipFile("/out/" + name, "w", zipfile.ZIP_DEFLATED) as zout:
        names = set(zin.namelist())
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, data)
            n = info.filename
            top = n.split("/", 1)[0]
            if not n.endswith(".py") or top.endswith((".dist-info", ".data")) \\
                    or "/tests/" in n or pyc_name(n) in names:
                continue
            try:
                code = compile(data, "/lib/python3.12/site-packages/" + n, "exec",
                               dont_inherit=True)
            except SyntaxError:
                continue
            pyc = external._code_to_hash_pyc(code, importlib.util.source_hash(data), False)
            zout.writestr(pyc_name(n), bytes(pyc))
            count += 1
    return count


for w in WHEELS:
    print(f"    {w}: {compile_wheel(w)} modules compiled", flush=True)
`);
