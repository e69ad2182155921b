"""Builds the fidelity sheet: each guide picture Loom drew next to SwiftUI's screenshot of it.

Usage: sheet.py WORK_DIR REFERENCE_DIR OUT_DIR LOOM_SCALE LINE_OFFSET
Reads pairs.tsv next to this file and WORK_DIR/<size>/report.json + site/ (one render of the guides
per proposed size; "auto" is the guides as they are). Writes OUT_DIR/index.html and OUT_DIR/sheet.png, one row
per pair: Loom | SwiftUI | difference (white where they agree, darker the more they differ),
with a score (mean per-channel difference, 0-255, over the pictures' union).
"""
import html
import json
import os
import sys

from PIL import Image, ImageChops, ImageCms, ImageDraw, ImageOps

work, reference, out, loom_scale, offset = sys.argv[1:6]
loom_scale, offset = float(loom_scale), int(offset)
here = os.path.dirname(os.path.abspath(__file__))

pairs = []
for line in open(os.path.join(here, "pairs.tsv")):
    if line.startswith("#") or not line.strip():
        continue
    fields = line.rstrip("\n").split("\t")
    guide, fence, index, shot, shot_scale, caption = fields[:6]
    size = fields[6] if len(fields) > 6 and fields[6] else "auto"
    pairs.append((guide, int(fence), int(index), shot, float(shot_scale), caption, size))

blocks = {}
for size in sorted({p[6] for p in pairs}):
    report = json.load(open(os.path.join(work, size, "report.json")))
    for page in report["pages"]:
        name = os.path.basename(page.get("path") or page.get("source") or "")
        for block in page["blocks"]:
            blocks[(size, name, block["line"] - offset)] = block


def on_white(image):
    # Screenshots carry their display's colour profile (Display P3); compare in sRGB, as Loom draws.
    profile = image.info.get("icc_profile")
    if profile:
        import io
        image = image.convert("RGBA")
        source = ImageCms.ImageCmsProfile(io.BytesIO(profile))
        image = ImageCms.profileToProfile(image, source, ImageCms.createProfile("sRGB"), outputMode="RGBA")
    image = image.convert("RGBA")
    white = Image.new("RGBA", image.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, image).convert("RGB")


def content_box(image):
    """The box of pixels that are not (nearly) white."""
    grey = ImageOps.invert(image.convert("L")).point(lambda v: 255 if v > 6 else 0)
    return grey.getbbox() or (0, 0, image.width, image.height)


def aligned(loom, swiftui):
    """Both pictures on one canvas, their content boxes centred on each other."""
    lb, sb = content_box(loom), content_box(swiftui)
    w = max(lb[2] - lb[0], sb[2] - sb[0]) + 24
    h = max(lb[3] - lb[1], sb[3] - sb[1]) + 24
    canvases = []
    for image, box in ((loom, lb), (swiftui, sb)):
        canvas = Image.new("RGB", (w, h), "white")
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        canvas.paste(image, (int(round(w / 2 - cx)), int(round(h / 2 - cy))))
        canvases.append(canvas)
    return canvases


rows = []
for guide, fence, index, shot, shot_scale, caption, size in pairs:
    block = blocks.get((size, guide, fence))
    site = os.path.join(work, size, "site")
    images = [o for o in (block or {}).get("outputs", []) if o.get("kind") == "image"]
    title = f"{guide}:{fence} — {caption}" + ("" if size == "auto" else f" (in a {size} canvas)")
    swiftui = on_white(Image.open(os.path.join(reference, shot)))
    if block is None or index >= len(images):
        why = "no such block" if block is None else "; ".join(d["message"] for d in block.get("diagnostics", [])) or "no picture"
        rows.append((title, shot, None, swiftui, None, None, why))
        continue
    loom = on_white(Image.open(os.path.join(site, images[index]["path"])))
    if shot_scale != loom_scale:
        factor = shot_scale / loom_scale
        loom = loom.resize((max(1, round(loom.width * factor)), max(1, round(loom.height * factor))), Image.LANCZOS)
    a, b = aligned(loom, swiftui)
    difference = ImageChops.difference(a, b)
    histogram = difference.convert("L").histogram()
    score = sum(i * n for i, n in enumerate(histogram)) / max(1, a.width * a.height)
    shown = ImageOps.invert(difference.point(lambda v: min(255, v * 3)))
    rows.append((title, shot, a, b, shown, score, ""))

os.makedirs(out, exist_ok=True)
cell = 300
label = 34
sheet = Image.new("RGB", (cell * 3 + 40, (cell + label + 10) * len(rows) + 10), "white")
draw = ImageDraw.Draw(sheet)
y = 10
html_rows = []
for n, (title, shot, loom, swiftui, diff, score, why) in enumerate(rows):
    text = title + (f"   score {score:.1f}" if score is not None else f"   LOOM FAILED: {why[:90]}")
    draw.text((10, y), text, fill="black")
    for column, image in enumerate((loom, swiftui, diff)):
        if image is None:
            continue
        thumb = image.copy()
        thumb.thumbnail((cell, cell))
        sheet.paste(thumb, (10 + column * (cell + 10), y + label - 14))
        image.save(os.path.join(out, f"{n:02d}-{['loom', 'swiftui', 'diff'][column]}.png"))
    y += cell + label + 10
    cells = "".join(
        f'<td><img src="{n:02d}-{kind}.png"></td>' if image is not None else f"<td>{html.escape(why)}</td>"
        for kind, image in (("loom", loom), ("swiftui", swiftui), ("diff", diff)))
    html_rows.append(f"<tr><th colspan=3>{html.escape(title)}"
                     + (f" — score {score:.1f}" if score is not None else "") + f"</th></tr><tr>{cells}</tr>")
sheet.save(os.path.join(out, "sheet.png"))
with open(os.path.join(out, "index.html"), "w") as page:
    page.write("<!doctype html><meta charset=utf-8><title>Loom fidelity sheet</title>"
               "<style>body{font:14px system-ui;margin:2em}img{max-width:420px;border:1px solid #ddd}"
               "th{text-align:left;padding-top:1.5em}td{vertical-align:top;padding:4px}</style>"
               "<h1>Loom | SwiftUI | difference</h1><table>" + "".join(html_rows) + "</table>")
print(f"fidelity sheet: {os.path.join(out, 'index.html')} and {os.path.join(out, 'sheet.png')}")
for title, shot, loom, swiftui, diff, score, why in rows:
    print(f"  {'%5.1f' % score if score is not None else ' FAIL'}  {title}")
