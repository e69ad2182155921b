"""Pillow's GaussianBlur on the same 1024×1024 image loom-bench blurs, for a side-by-side figure.

Usage: python3 Benchmarks/pillow_blur.py IMAGE.png  (loom-bench writes the image to $TMPDIR).
Prints the median of 7 runs for each radius, in the same format as loom-bench.
"""
import statistics
import sys
import time

from PIL import Image, ImageFilter

source = Image.open(sys.argv[1]).convert("RGBA")
source.load()
png = open(sys.argv[1], "rb").read()
for sigma in (2, 16, 64):
    # Pillow's GaussianBlur(radius) takes the standard deviation, like Loom's σ.
    times = []
    for run in range(8):
        start = time.perf_counter()
        image = Image.open(sys.argv[1])
        image.load()
        image.filter(ImageFilter.GaussianBlur(sigma))
        elapsed = (time.perf_counter() - start) * 1000
        if run:
            times.append(elapsed)
    label = f"Pillow GaussianBlur σ={sigma} (incl. PNG decode)"
    print(f"{label:<44}{statistics.median(times):9.2f} ms")
