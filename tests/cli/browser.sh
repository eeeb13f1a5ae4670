#!/bin/sh
# A picture and a page as a browser draws them: headless Chromium (Debian's
# chromium) takes a screenshot of -t svg and of -t html, and the pixels are
# checked where the grid puts things: ink near the middle of each cell
# that holds a digit, none in an empty cell, dark on the box lines, grey on
# the thin ones.  Python 3 reads the PNG (zlib is all a PNG needs).  Skipped
# with a message when either is missing; two screenshots, a few seconds.

. "$(dirname "$0")/lib.sh"

browser=
for b in chromium chromium-browser; do
	if command -v "$b" > /dev/null; then
		browser=$b
		break
	fi
done
if [ -z "$browser" ] || ! command -v python3 > /dev/null; then
	tap_ok "svg in a browser # SKIP no chromium or python3 (Debian: chromium)"
	tap_ok "html in a browser # SKIP no chromium or python3 (Debian: chromium)"
	tap_ok "html printed, N a page # SKIP no chromium or python3 (Debian: chromium)"
	tap_done
	exit 0
fi

# shot FILE PNG WIDTH HEIGHT: FILE drawn by the browser, as PNG
shot() {
	rm -rf "$scratch/profile"
	timeout 60 "$browser" --headless --no-sandbox --disable-gpu \
	    --disable-quic --no-first-run --disable-background-networking \
	    --disable-component-update --disable-sync --hide-scrollbars \
	    --user-data-dir="$scratch/profile" --window-size="$3,$4" \
	    --screenshot="$2" "file://$1" > "$scratch/browser.log" 2>&1
	[ -s "$2" ]
}

# The puzzle of formats/examples/line.txt, its givens from the line.
puzzle=$(sed -n 2p "$top_srcdir/formats/examples/line.txt" | cut -c1-81)
echo "$puzzle" > "$scratch/puzzle.txt"

# check_png PNG: the grid found in the picture (its frame, the first and
# last rows and columns dark across most of the width), then the cells
# and lines sampled against the puzzle's givens.  Prints what is wrong.
cat > "$scratch/check.py" << 'EOF'
import struct, sys, zlib

def read_png(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos, idat, width = 8, b'', 0
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            width, height, depth, color, _, _, interlace = \
                struct.unpack('>IIBBBBB', body)
            assert depth == 8 and color in (2, 6) and interlace == 0, \
                'PNG kind %d/%d/%d' % (depth, color, interlace)
            size = 4 if color == 6 else 3
        elif kind == b'IDAT':
            idat += body
        pos += n + 12
    raw = zlib.decompress(idat)
    stride = width * size
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - size] if i >= size else 0
            b = prev[i]
            c = prev[i - size] if i >= size else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pr) & 255
        rows.append([(line[x * size] * 299 + line[x * size + 1] * 587 +
                      line[x * size + 2] * 114) // 1000
                     for x in range(width)])
        prev = line
    return rows

rows = read_png(sys.argv[1])
givens = open(sys.argv[2]).read().strip()
h, w = len(rows), len(rows[0])
dark = lambda v: v < 100

def dark_run(values):
    return sum(1 for v in values if dark(v))

# the frame: the rows and columns most of whose pixels are dark
frame_rows = [y for y in range(h) if dark_run(rows[y]) > w // 3]
frame_cols = [x for x in range(w)
              if dark_run(rows[y][x] for y in range(h)) > h // 3]
if not frame_rows or not frame_cols:
    sys.exit('no grid found: no long dark lines')
def middles(lines):
    # the middle of the first run of lines and of the last: the frame's
    first = [lines[0]]
    while len(first) < len(lines) and lines[len(first)] == first[-1] + 1:
        first.append(lines[len(first)])
    last = [lines[-1]]
    while len(last) < len(lines) and lines[-1 - len(last)] == last[-1] - 1:
        last.append(lines[-1 - len(last)])
    return sum(first) / len(first), sum(last) / len(last)

top, bottom = middles(frame_rows)
left, right = middles(frame_cols)
cell = (right - left) / 9.0
if cell < 10 or abs((bottom - top) - (right - left)) > 4:
    sys.exit('no square grid: %d..%d x %d..%d' % (left, right, top, bottom))
bad = []
for i, ch in enumerate(givens):
    r, c = divmod(i, 9)
    cx, cy = left + (c + 0.5) * cell, top + (r + 0.5) * cell
    box = [rows[int(cy + dy)][int(cx + dx)]
           for dy in range(-int(cell * 0.3), int(cell * 0.3) + 1)
           for dx in range(-int(cell * 0.3), int(cell * 0.3) + 1)]
    ink = sum(1 for v in box if dark(v))
    if ch in '.0' and ink > 0:
        bad.append('r%dc%d is empty but has ink' % (r + 1, c + 1))
    if ch not in '.0' and ink < 4:
        bad.append('r%dc%d has %s but no ink' % (r + 1, c + 1, ch))
# box lines dark, cell lines grey, across the middle of a cell
for k in range(1, 9):
    x = int(round(left + k * cell))
    y = int(top + 0.5 * cell)
    if givens[k] not in '.0' or givens[k - 1] not in '.0':
        continue    # a digit's ink may be near the line
    v = min(rows[y][x - 2:x + 3])
    if k % 3 == 0 and not dark(v):
        bad.append('no box line at x=%d (%d)' % (x, v))
    if k % 3 != 0 and not 100 <= v <= 235:
        bad.append('no grey cell line at x=%d (%d)' % (x, v))
print('\n'.join(bad) if bad else 'ok %dx%d grid at %d,%d' %
      (right - left, bottom - top, left, top))
EOF

# check NAME FILE WIDTH HEIGHT
check() {
	if ! shot "$2" "$scratch/shot.png" "$3" "$4"; then
		tap_not_ok "$1: screenshot" "$scratch/browser.log"
		return 0
	fi
	python3 "$scratch/check.py" "$scratch/shot.png" "$scratch/puzzle.txt" \
	    > "$scratch/result" 2>&1 || true
	if [ "$(head -c 2 "$scratch/result")" = ok ]; then
		tap_ok "$1: $(cat "$scratch/result")"
	else
		tap_not_ok "$1: digits and lines where the grid puts them" \
		    "$scratch/result"
	fi
}

run_sudoku convert -t svg "$scratch/puzzle.txt" > "$scratch/puzzle.svg"
check "svg in a browser" "$scratch/puzzle.svg" 372 372
run_sudoku convert -t html --per-page 1 "$scratch/puzzle.txt" \
    > "$scratch/puzzle.html"
check "html in a browser" "$scratch/puzzle.html" 900 1000

# pages PAPER HTML: the pages the browser prints HTML on, on A4 or Letter
# (the page's own @page given the size; the count is the PDF's page tree)
pages() {
	sed "s/@page{margin:12mm}/@page{margin:12mm;size:$1}/" "$2" \
	    > "$scratch/paper.html"
	rm -rf "$scratch/profile" "$scratch/paper.pdf"
	timeout 60 "$browser" --headless --no-sandbox --disable-gpu \
	    --disable-quic --no-first-run --disable-background-networking \
	    --disable-component-update --disable-sync \
	    --user-data-dir="$scratch/profile" --no-pdf-header-footer \
	    --print-to-pdf="$scratch/paper.pdf" "file://$scratch/paper.html" \
	    > "$scratch/browser.log" 2>&1
	grep -a -o '/Count [0-9]*' "$scratch/paper.pdf" 2> /dev/null |
	    awk '$2 > n { n = $2 } END { print n + 0 }'
}

# --per-page N is N a printed page, on A4 and on Letter, however long the
# captions (comments of three lines; a page held four of six) and a
# hint's line under its picture (Letter held four)
long="a comment long enough to wrap three times under a picture half the"
long="$long page wide, as a puzzle's history, its setter and its forum"
long="$long thread would make it, and then a few words more"
for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
	sed -n 2p "$top_srcdir/formats/examples/line.txt" | cut -c1-81 |
	    sed "s/\$/ $i $long/"
done > "$scratch/long.txt"
run_sudoku solve -t html --book "$scratch/long.txt" > "$scratch/book.html"
head -n 6 "$scratch/long.txt" > "$scratch/six.txt"
run_sudoku hint -t html "$scratch/six.txt" > "$scratch/hint.html"
for paper in A4 letter; do
	n=$(pages "$paper" "$scratch/book.html")
	if [ "$n" -eq 4 ]; then
		tap_ok "book of 12, 6 a page, long captions: 4 pages on $paper"
	else
		echo "$n pages, not 4" > "$scratch/why"
		tap_not_ok "book of 12, 6 a page: 4 pages on $paper" \
		    "$scratch/why" "$scratch/browser.log"
	fi
	n=$(pages "$paper" "$scratch/hint.html")
	if [ "$n" -eq 1 ]; then
		tap_ok "6 hints, long captions: 1 page on $paper"
	else
		echo "$n pages, not 1" > "$scratch/why"
		tap_not_ok "6 hints: 1 page on $paper" "$scratch/why" \
		    "$scratch/browser.log"
	fi
done

# explain's keys go on from the step the reader is at, however they got
# there: the page's address, a link followed, a step clicked (j went on
# from the step the keys last chose, or from the first)
for blanks in 's/^4173/..73/;s/5293$/5.../' 's/^417369/....../'; do
	echo 417369825632158947958724316825437169791586432346912758289643571573291684164875293 |
	    sed "$blanks"
done > "$scratch/near.txt"
run_sudoku explain -t html "$scratch/near.txt" > "$scratch/steps.html"
sed 's|</body>|<script>//<![CDATA[\
window.addEventListener("load", function () {\
	var seen = [];\
	function key(k) {\
		document.dispatchEvent(new KeyboardEvent("keydown", {key: k}));\
		var c = document.querySelector(".step.current");\
		seen.push(k + ":" + (c ? c.id : "none"));\
	}\
	key("j");\
	location.hash = "#p1-s2";\
	window.dispatchEvent(new HashChangeEvent("hashchange"));\
	key("j");\
	document.getElementById("p2-s4").focus();\
	key("j");\
	key("k");\
	var p = document.createElement("pre");\
	p.id = "probe";\
	p.textContent = seen.join(" ");\
	document.body.appendChild(p);\
});\
//]]></script></body>|' "$scratch/steps.html" > "$scratch/probe.html"
rm -rf "$scratch/profile"
timeout 60 "$browser" --headless --no-sandbox --disable-gpu --no-first-run \
    --disable-background-networking --disable-component-update \
    --disable-sync --user-data-dir="$scratch/profile" --dump-dom \
    "file://$scratch/probe.html#p2-s2" > "$scratch/dom" 2> "$scratch/browser.log"
sed -n 's/.*<pre id="probe">\([^<]*\)<.*/\1/p' "$scratch/dom" > "$scratch/keys"
echo "j:p2-s3 j:p1-s3 j:p2-s5 k:p2-s4" > "$scratch/want"
if cmp -s "$scratch/keys" "$scratch/want"; then
	tap_ok "explain's keys go on from the step reached by address, link, focus"
else
	tap_not_ok "explain's keys go on from the step reached" \
	    "$scratch/keys" "$scratch/want"
fi
tap_done
