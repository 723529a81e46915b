#!/usr/bin/env bash
# Generates every media asset for Northlight Studio into public/media
# (plus public/favicon.svg). Deterministic and idempotent: re-running simply
# overwrites the outputs with identical content.
#
# Requirements: ffmpeg/ffprobe (libvpx-vp9, libx264, libwebp, optionally
# libaom-av1), rsvg-convert (librsvg2-bin), cwebp (webp), awk.
#   apt-get install -y ffmpeg librsvg2-bin webp
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PUB="$ROOT/public"
OUT="$PUB/media"
mkdir -p "$OUT/team" "$OUT/lab"

for bin in ffmpeg ffprobe rsvg-convert cwebp awk; do
  command -v "$bin" >/dev/null || { echo "missing dependency: $bin" >&2; exit 1; }
done

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)

# Design tokens
INK="#0B1B2B"
ACCENT="#D9480F"
PALE="#E8F1F8"

# ---------------------------------------------------------------------------
# 1. Logo + favicon
# ---------------------------------------------------------------------------
# The mark: a four-point north star with a faint diagonal glint and a small
# companion star, i.e. "north light".
MARK_PATHS='<path d="M20 2.5C21.2 13.6 24.9 17.9 35.5 20C24.9 22.1 21.2 26.4 20 37.5C18.8 26.4 15.1 22.1 4.5 20C15.1 17.9 18.8 13.6 20 2.5Z" fill="'"$ACCENT"'"/>
  <path d="M20 12.5L22.2 17.8L27.5 20L22.2 22.2L20 27.5L17.8 22.2L12.5 20L17.8 17.8Z" fill="#FFFFFF" fill-opacity="0.28"/>
  <path d="M32.2 4.3C32.6 6.9 33.4 7.7 36 8.1C33.4 8.5 32.6 9.3 32.2 11.9C31.8 9.3 31 8.5 28.4 8.1C31 7.7 31.8 6.9 32.2 4.3Z" fill="'"$ACCENT"'" fill-opacity="0.7"/>'

cat >"$OUT/logo.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40" width="180" height="40" role="img" aria-labelledby="northlight-logo-title">
  <title id="northlight-logo-title">Northlight Studio</title>
  $MARK_PATHS
  <text x="46" y="28" fill="currentColor" font-family="Inter, system-ui, sans-serif" font-size="22" font-weight="700" letter-spacing="-0.4">Northlight</text>
</svg>
EOF

cat >"$PUB/favicon.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">
  $MARK_PATHS
</svg>
EOF

# ---------------------------------------------------------------------------
# 2. Hero video (seamless 12 s loop, 24 fps = 288 frames)
# ---------------------------------------------------------------------------
# Soft aurora ribbons + drifting light blobs, synthesised with geq at 320x180
# and upscaled (bicubic) which keeps it smooth, low-detail and cheap to encode.
# Every time term uses an integer multiple of P = 2*pi*t/12, so the frame at
# t = 12 s is identical to frame 0: the loop is seamless by construction.
DUR=12
FPS=24
W=1280
H=720
C='st(0,2*PI*T/'"$DUR"');st(1,X/W);st(2,Y/H);'
# ld(3): teal aurora ribbon
C+='st(3,exp(-pow((ld(2)-(0.40+0.09*sin(ld(1)*5+ld(0))+0.04*sin(ld(1)*11-2*ld(0))))/0.10,2))*(0.55+0.45*sin(ld(1)*3.2-ld(0))));'
# ld(4): pale blue ribbon
C+='st(4,exp(-pow((ld(2)-(0.63+0.07*sin(ld(1)*4+1-ld(0))+0.03*cos(ld(1)*9+2*ld(0))))/0.07,2))*(0.5+0.5*cos(ld(1)*2.5+ld(0))));'
# ld(5): burnt-orange glow (accent hint), lower right
C+='st(5,exp(-(pow(ld(1)-(0.78+0.08*cos(ld(0))),2)+pow((ld(2)-(0.80+0.06*sin(2*ld(0))))*0.5625,2))/0.028));'
# ld(6): deep blue glow, upper left
C+='st(6,exp(-(pow(ld(1)-(0.25+0.10*sin(ld(0))),2)+pow((ld(2)-(0.30+0.08*cos(ld(0)+1)))*0.5625,2))/0.05));'
GR="${C}8+4*ld(2)+8*ld(3)+30*ld(4)+12*ld(6)+85*ld(5)"
GG="${C}19+8*ld(2)+66*ld(3)+52*ld(4)+30*ld(6)+30*ld(5)"
GB="${C}32+10*ld(2)+76*ld(3)+84*ld(4)+62*ld(6)+6*ld(5)"
SRC_FILTER="format=gbrp,geq=r='$GR':g='$GG':b='$GB'"

echo "Rendering hero source (${DUR}s @ ${FPS}fps)..."
"${FF[@]}" -f lavfi -i "color=black:s=320x180:r=$FPS:d=$DUR,$SRC_FILTER" \
  -c:v ffv1 "$TMP/hero-src.mkv"

SCALE="scale=$W:$H:flags=bicubic,format=yuv420p"
NFRAMES=$((DUR * FPS))

echo "Encoding hero.webm (libvpx-vp9)..."
"${FF[@]}" -i "$TMP/hero-src.mkv" -vf "$SCALE" -an -map_metadata -1 \
  -c:v libvpx-vp9 -crf 38 -b:v 0 -deadline good -cpu-used 1 -row-mt 1 \
  -g "$NFRAMES" -pix_fmt yuv420p -fflags +bitexact "$OUT/hero.webm"

echo "Encoding hero.mp4 (libx264)..."
"${FF[@]}" -i "$TMP/hero-src.mkv" -vf "$SCALE" -an -map_metadata -1 \
  -c:v libx264 -preset veryslow -crf 32 -profile:v high -g "$NFRAMES" \
  -pix_fmt yuv420p -movflags +faststart -fflags +bitexact "$OUT/hero.mp4"

# ---------------------------------------------------------------------------
# 3. Poster = frame 0 of the loop
# ---------------------------------------------------------------------------
echo "Encoding hero poster..."
"${FF[@]}" -i "$TMP/hero-src.mkv" -vf "select=eq(n\,0),scale=$W:$H:flags=bicubic" \
  -frames:v 1 "$TMP/poster.png"
cwebp -quiet -q 80 -m 6 -sharp_yuv -metadata none "$TMP/poster.png" -o "$OUT/hero-poster.webp"

# (capture first: grep -q closing the pipe early would trip pipefail)
ENCODERS="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
MUXERS="$(ffmpeg -hide_banner -muxers 2>/dev/null)"
if grep -q ' libaom-av1 ' <<<"$ENCODERS" && grep -q ' avif ' <<<"$MUXERS"; then
  "${FF[@]}" -i "$TMP/poster.png" -vf "format=yuv420p" -frames:v 1 -map_metadata -1 \
    -c:v libaom-av1 -still-picture 1 -crf 30 -b:v 0 -cpu-used 4 "$OUT/hero-poster.avif"
else
  echo "No AV1 encoder / AVIF muxer available: skipping hero-poster.avif"
  rm -f "$OUT/hero-poster.avif"
fi

# ---------------------------------------------------------------------------
# Helper: SVG -> WebP
# ---------------------------------------------------------------------------
svg2webp() { # svg out width height quality
  rsvg-convert -w "$3" -h "$4" -b none "$1" -o "$TMP/raster.png"
  cwebp -quiet -q "$5" -m 6 -sharp_yuv -metadata none "$TMP/raster.png" -o "$2"
}

# An SVG gradient, laid out as the defs around it (its tag four spaces in, its stops six):
#   gradient linear|radial ID 'ATTRIBUTES' OFFSET:COLOUR[:OPACITY]...
gradient() {
  local kind="$1" id="$2" attributes="$3" stop offset colour opacity
  shift 3
  printf '<%sGradient id="%s"%s>\n' "$kind" "$id" "${attributes:+ $attributes}"
  for stop in "$@"; do
    IFS=: read -r offset colour opacity <<<"$stop"
    printf '      <stop offset="%s" stop-color="%s"%s/>\n' "$offset" "$colour" "${opacity:+ stop-opacity=\"$opacity\"}"
  done
  printf '    </%sGradient>' "$kind"
}

# ---------------------------------------------------------------------------
# 4. Team placeholder portraits (480x480)
# ---------------------------------------------------------------------------
portrait() { # slug bgTop bgBottom figTop figBottom
  local svg="$TMP/$1.svg"
  cat >"$svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480">
  <defs>
    $(gradient linear bg 'x1="0" y1="0" x2="0.6" y2="1"' "0:$2" "1:$3")
    $(gradient radial glow 'cx="0.5" cy="0.4" r="0.45"' "0:#FFFFFF:0.6" "1:#FFFFFF:0")
    $(gradient linear fig 'x1="0" y1="0" x2="0" y2="1"' "0:$4" "1:$5")
  </defs>
  <rect width="480" height="480" fill="url(#bg)"/>
  <circle cx="240" cy="200" r="200" fill="url(#glow)"/>
  <circle cx="240" cy="184" r="76" fill="url(#fig)"/>
  <path d="M72 480C72 370 146 296 240 296C334 296 408 370 408 480Z" fill="url(#fig)"/>
  <path d="M402 44C403.6 56 407 59.4 419 61C407 62.6 403.6 66 402 78C400.4 66 397 62.6 385 61C397 59.4 400.4 56 402 44Z" fill="$ACCENT" fill-opacity="0.55"/>
</svg>
EOF
  svg2webp "$svg" "$OUT/team/$1.webp" 480 480 82
}

echo "Rendering team portraits..."
portrait claire-dubois  "#F2F7FB" "#C9DCEB" "#6F8FAD" "#48698A"
portrait marc-lefebvre  "#FCF4EE" "#F0D5C3" "#C07A57" "#9A5534"
portrait aisha-rahman   "#EEF7F5" "#C6E2DC" "#5E9690" "#3C716B"
portrait daniel-chen    "#F2F1F9" "#D5D3EA" "#7C78A8" "#56527F"

# ---------------------------------------------------------------------------
# 5. Innovation Lab illustrations (800x500)
# ---------------------------------------------------------------------------
# Shared dark backdrop
# The start every illustration shares (its size, the backdrop and its halo), with its own gradients (arguments,
# one each, as `gradient` prints them).
lab_svg_start() {
  local defs
  printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">\n  <defs>\n'
  for defs in "$(gradient linear bg 'x1="0" y1="0" x2="1" y2="1"' "0:#10263B" "1:$INK")" \
    "$(gradient radial halo 'cx="0.5" cy="0.45" r="0.6"' "0:#1E4A6B:0.55" "1:#1E4A6B:0")" "$@"; do
    printf '    %s\n' "$defs"
  done
  printf '  </defs>\n  <rect width="800" height="500" fill="url(#bg)"/>\n  <rect width="800" height="500" fill="url(#halo)"/>\n'
}

# 5a. Digital twin: a wireframe building (left) mirrored as a node mesh (right)
# over an isometric floor grid, linked by a dashed sync axis.
DT_BODY="$(awk -v pale="$PALE" -v accent="$ACCENT" '
function px(x, y, z) { return sprintf("%.1f", CX + (x - y) * 0.866 * S) }
function py(x, y, z) { return sprintf("%.1f", CY + (x + y) * 0.5 * S - z * S) }
function line(x1, y1, z1, x2, y2, z2, attrs) {
  printf "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" %s/>\n", px(x1,y1,z1), py(x1,y1,z1), px(x2,y2,z2), py(x2,y2,z2), attrs
}
function face(x1,y1,z1, x2,y2,z2, x3,y3,z3, x4,y4,z4, attrs) {
  printf "<polygon points=\"%s,%s %s,%s %s,%s %s,%s\" %s/>\n", px(x1,y1,z1), py(x1,y1,z1), px(x2,y2,z2), py(x2,y2,z2), px(x3,y3,z3), py(x3,y3,z3), px(x4,y4,z4), py(x4,y4,z4), attrs
}
function node(x, y, z, r, fill) {
  printf "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"%s\"/>\n", px(x,y,z), py(x,y,z), r, fill
}
# box of size a x b x h at origin, with floors every level and mullions
function building(mode,   i, j, a, b, h, st) {
  a = 4; b = 3; h = 6
  if (mode == "solid") {
    face(0,b,0, a,b,0, a,b,h, 0,b,h, "fill=\"" pale "\" fill-opacity=\"0.10\"")
    face(a,0,0, a,b,0, a,b,h, a,0,h, "fill=\"" pale "\" fill-opacity=\"0.05\"")
    face(0,0,h, a,0,h, a,b,h, 0,b,h, "fill=\"" pale "\" fill-opacity=\"0.16\"")
    st = "stroke=\"" pale "\" stroke-opacity=\"0.85\" stroke-width=\"1.6\""
  } else {
    st = "stroke=\"" pale "\" stroke-opacity=\"0.35\" stroke-width=\"1\" stroke-dasharray=\"3 4\""
  }
  for (i = 0; i <= h; i++) {           # floor lines on the two visible faces
    line(0,b,i, a,b,i, st); line(a,b,i, a,0,i, st)
  }
  line(0,0,h, a,0,h, st); line(0,0,h, 0,b,h, st)
  for (i = 0; i <= a; i++) line(i,b,0, i,b,h, st)   # mullions, front face
  for (j = 0; j <= b; j++) line(a,j,0, a,j,h, st)   # mullions, side face
  line(0,0,h, 0,b,h, st)
  # rooftop mast
  line(a/2,b/2,h, a/2,b/2,h+1.4, st)
  if (mode == "mesh") {
    for (i = 0; i <= a; i++) for (z = 0; z <= h; z += 2) node(i,b,z, 2.6, pale)
    for (j = 0; j < b; j++)  for (z = 0; z <= h; z += 2) node(a,j,z, 2.6, pale)
    # a few "sensor" nodes in accent with halos
    node(1,b,4, 9, "url(#nodeGlow)"); node(1,b,4, 4.2, accent)
    node(a,1,2, 9, "url(#nodeGlow)"); node(a,1,2, 4.2, accent)
    node(3,b,6, 9, "url(#nodeGlow)"); node(3,b,6, 4.2, accent)
    node(a/2,b/2,h+1.4, 10, "url(#nodeGlow)"); node(a/2,b/2,h+1.4, 4.6, accent)
  } else {
    node(a/2,b/2,h+1.4, 3.2, pale)
  }
}
function floorgrid(   i, st) {
  st = "stroke=\"" pale "\" stroke-opacity=\"0.10\" stroke-width=\"1\""
  for (i = -2; i <= 7; i++) { line(i,-2,0, i,6,0, st); line(-2,i-1,0, 7,i-1,0, st) }
}
BEGIN {
  S = 26
  CX = 215; CY = 262; floorgrid(); building("solid")
  CX = 585; CY = 262; floorgrid(); building("mesh")
  # links from the physical building to its twin (data streams)
  CX = 215; x1 = px(4,3,4); y1 = py(4,3,4)
  CX = 585; x2 = px(1,3,4); y2 = py(1,3,4)
  printf "<path d=\"M%s %sC%d %d %d %d %s %s\" fill=\"none\" stroke=\"%s\" stroke-opacity=\"0.8\" stroke-width=\"1.6\" stroke-dasharray=\"2 6\" stroke-linecap=\"round\"/>\n", x1, y1, x1 + 60, y1 - 90, x2 - 70, y2 - 90, x2, y2, accent
  CX = 215; x1 = px(4,1,2); y1 = py(4,1,2)
  CX = 585; x2 = px(4,1,2); y2 = py(4,1,2)
  printf "<path d=\"M%s %sC%d %d %d %d %s %s\" fill=\"none\" stroke=\"%s\" stroke-opacity=\"0.45\" stroke-width=\"1.4\" stroke-dasharray=\"2 6\" stroke-linecap=\"round\"/>\n", x1, y1, x1 + 80, y1 + 110, x2 - 80, y2 + 110, x2, y2, pale
}')"

{
  lab_svg_start \
    "$(gradient radial nodeGlow '' "0:$ACCENT:0.55" "1:$ACCENT:0")" \
    "$(gradient linear axis 'x1="0" y1="0" x2="0" y2="1"' "0:$PALE:0" "0.5:$PALE:0.5" "1:$PALE:0")"
  cat <<EOF
  <line x1="400" y1="40" x2="400" y2="460" stroke="url(#axis)" stroke-width="1.5" stroke-dasharray="6 6"/>
  <g stroke-linecap="round">
$DT_BODY
  </g>
</svg>
EOF
} >"$TMP/digital-twin.svg"

# 5b. Touring experience: a gallery wall in perspective with framed works lit
# by spotlight beams, a sound waveform, and a dashed touring route with stops.
WAVE="$(awk -v pale="$PALE" -v accent="$ACCENT" 'BEGIN {
  n = 56; x0 = 190; step = 7.6
  for (i = 0; i < n; i++) {
    t = i / (n - 1)
    h = 4 + 34 * (0.5 + 0.5 * sin(i * 0.55)) * (0.35 + 0.65 * sin(t * 3.14159)) * (0.7 + 0.3 * cos(i * 1.7))
    col = (i >= 22 && i <= 33) ? accent : pale
    op = (i >= 22 && i <= 33) ? 0.9 : 0.45
    printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"3.2\" height=\"%.1f\" rx=\"1.6\" fill=\"%s\" fill-opacity=\"%.2f\"/>\n", x0 + i * step, 438 - h / 2, h, col, op
  }
}')"

{
  lab_svg_start \
    "$(gradient linear beam 'x1="0" y1="0" x2="0" y2="1"' "0:$PALE:0.38" "1:$PALE:0")" \
    "$(gradient linear beamWarm 'x1="0" y1="0" x2="0" y2="1"' "0:#F08A5D:0.45" "1:#F08A5D:0")" \
    "$(gradient linear art1 'x1="0" y1="0" x2="0" y2="1"' "0:#16324C" "1:#2B6A8A")" \
    "$(gradient linear art2 'x1="0" y1="0" x2="1" y2="1"' "0:#3A2030" "1:$ACCENT")" \
    "$(gradient linear art3 'x1="0" y1="1" x2="1" y2="0"' "0:#13293F" "1:#5C88A8")" \
    "$(gradient linear floor 'x1="0" y1="0" x2="0" y2="1"' "0:$PALE:0.06" "1:$PALE:0")"
  cat <<EOF

  <!-- room in one-point perspective -->
  <g stroke="$PALE" stroke-opacity="0.16" stroke-width="1" fill="none">
    <path d="M0 30L150 100H650L800 30"/>
    <path d="M0 470L150 360H650L800 470"/>
    <path d="M150 100V360M650 100V360"/>
    <path d="M270 360L190 500M400 360V500M530 360L610 500"/>
  </g>
  <path d="M150 360H650L800 470V500H0V470Z" fill="url(#floor)"/>

  <!-- side-wall frames -->
  <polygon points="40,140 110,160 110,290 40,310" fill="#16324C" stroke="$PALE" stroke-opacity="0.35" stroke-width="2"/>
  <polygon points="760,140 690,160 690,290 760,310" fill="#1B2F44" stroke="$PALE" stroke-opacity="0.35" stroke-width="2"/>

  <!-- spotlight beams -->
  <polygon points="203,100 217,100 272,360 148,360" fill="url(#beam)"/>
  <polygon points="393,100 407,100 490,360 310,360" fill="url(#beamWarm)"/>
  <polygon points="583,100 597,100 652,360 528,360" fill="url(#beam)"/>
  <g fill="$PALE"><rect x="201" y="96" width="18" height="6" rx="2"/><rect x="391" y="96" width="18" height="6" rx="2"/><rect x="581" y="96" width="18" height="6" rx="2"/></g>

  <!-- framed works on the back wall -->
  <g stroke="$PALE" stroke-width="3">
    <rect x="160" y="170" width="100" height="130" fill="url(#art1)"/>
    <rect x="335" y="150" width="130" height="160" fill="url(#art2)"/>
    <rect x="540" y="170" width="100" height="130" fill="url(#art3)"/>
  </g>
  <!-- abstract artwork motifs -->
  <path d="M160 270L185 240L208 258L232 226L260 262V300H160Z" fill="$PALE" fill-opacity="0.25"/>
  <circle cx="400" cy="222" r="34" fill="none" stroke="$PALE" stroke-opacity="0.8" stroke-width="2"/>
  <circle cx="400" cy="222" r="12" fill="$PALE" fill-opacity="0.85"/>
  <g fill="none" stroke="$PALE" stroke-opacity="0.6" stroke-width="2">
    <path d="M555 270C575 240 605 250 625 205"/>
    <path d="M555 285C580 262 610 270 628 232"/>
  </g>

  <!-- sound waves radiating from the centre piece -->
  <g fill="none" stroke="$ACCENT" stroke-linecap="round" stroke-width="2">
    <path d="M478 196A40 40 0 0 1 478 248" stroke-opacity="0.8"/>
    <path d="M490 180A62 62 0 0 1 490 264" stroke-opacity="0.5"/>
    <path d="M502 166A84 84 0 0 1 502 278" stroke-opacity="0.25"/>
    <path d="M322 196A40 40 0 0 0 322 248" stroke-opacity="0.8"/>
    <path d="M310 180A62 62 0 0 0 310 264" stroke-opacity="0.5"/>
    <path d="M298 166A84 84 0 0 0 298 278" stroke-opacity="0.25"/>
  </g>

  <!-- touring route with stops -->
  <path d="M90 62C220 20 300 70 400 44C500 18 590 66 710 36" fill="none" stroke="$PALE" stroke-opacity="0.5" stroke-width="1.5" stroke-dasharray="3 6" stroke-linecap="round"/>
  <g fill="$ACCENT">
    <circle cx="90" cy="62" r="5"/><circle cx="400" cy="44" r="6"/><circle cx="710" cy="36" r="5"/>
  </g>
  <g fill="none" stroke="$ACCENT" stroke-opacity="0.45" stroke-width="1.5">
    <circle cx="400" cy="44" r="12"/>
  </g>

  <!-- waveform -->
$WAVE
</svg>
EOF
} >"$TMP/touring-experience.svg"

echo "Rendering lab illustrations..."
# Quality 70, not 80: the first is the portfolio's largest paint on a phone, and its thin lines stay clean with
# a quarter fewer bytes (digital twin 16.8 -> 12.8 KB, touring experience 11.8 -> 9.4 KB).
svg2webp "$TMP/digital-twin.svg" "$OUT/lab/digital-twin.webp" 800 500 70
svg2webp "$TMP/touring-experience.svg" "$OUT/lab/touring-experience.webp" 800 500 70

# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------
echo
echo "== Loop check =="
# Render the frame that would follow the last one (t = DUR) and compare it
# with frame 0: PSNR must be 'inf' (identical) for a seamless loop.
"${FF[@]}" -f lavfi -i "color=black:s=320x180:r=$FPS:d=$((DUR + 1)),$SRC_FILTER,select=eq(n\,$NFRAMES)" \
  -frames:v 1 "$TMP/wrap.png"
"${FF[@]}" -i "$TMP/hero-src.mkv" -vf "select=eq(n\,0)" -frames:v 1 "$TMP/first.png"
ffmpeg -hide_banner -nostdin -i "$TMP/first.png" -i "$TMP/wrap.png" -lavfi psnr -f null - 2>&1 \
  | grep -o 'PSNR.*' || true

fail=0
for f in hero.webm hero.mp4; do
  probe="$(ffprobe -v error -count_frames -show_entries stream=codec_type,codec_name,width,height,pix_fmt,nb_read_frames:format=duration \
    -of compact=p=0:nk=0 "$OUT/$f")"
  echo "$f: $probe"
  grep -q 'codec_type=audio' <<<"$probe" && { echo "  ERROR: $f has an audio track" >&2; fail=1; }
  grep -q "nb_read_frames=$NFRAMES" <<<"$probe" || { echo "  ERROR: $f frame count" >&2; fail=1; }
  ffmpeg -hide_banner -nostdin -v error -xerror -i "$OUT/$f" -f null - || { echo "  ERROR: $f decode" >&2; fail=1; }
done
head -c 4096 "$OUT/hero.mp4" >"$TMP/mp4head"
if grep -aq moov "$TMP/mp4head"; then echo "hero.mp4: moov atom at front (faststart)"; else echo "ERROR: hero.mp4 not faststart" >&2; fail=1; fi

video_total=$(( $(stat -c %s "$OUT/hero.webm") + $(stat -c %s "$OUT/hero.mp4") ))
echo "hero.webm + hero.mp4 = $video_total bytes (budget < 307200)"
[ "$video_total" -lt 307200 ] || { echo "ERROR: video budget exceeded" >&2; fail=1; }

check_max() { # file maxBytes
  local s; s=$(stat -c %s "$1")
  [ "$s" -lt "$2" ] || { echo "ERROR: $1 is $s bytes (limit $2)" >&2; fail=1; }
}
check_max "$OUT/hero-poster.webp" 40960
for p in claire-dubois marc-lefebvre aisha-rahman daniel-chen; do check_max "$OUT/team/$p.webp" 25600; done
for l in digital-twin touring-experience; do check_max "$OUT/lab/$l.webp" 40960; done

echo
echo "== Files =="
cd "$ROOT"
ls -l public/favicon.svg public/media public/media/*
[ "$fail" -eq 0 ] || { echo "Some checks failed" >&2; exit 1; }
echo "All media generated."
