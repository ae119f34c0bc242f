#!/usr/bin/env bash
# Runs a private nginx in the foreground with deploy/nginx.conf: its own prefix, pid, temp files and
# logs in a temporary directory (never the system nginx), so tests and local checks can start and stop
# it freely. Stops nginx and removes the directory on exit (Ctrl-C, SIGTERM).
#
#   deploy/start.sh --port 8080 --upstream http://127.0.0.1:4310/prod-api/ --dist dist [--host 127.0.0.1]
#
# --upstream is the URL /prod-api/ maps to (see deploy/chestnut-admin.conf): the standalone mock as
# above, or a ChestnutCMS backend as http://HOST:8090/ (prefix stripped).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
host=127.0.0.1
port=8080
upstream=http://127.0.0.1:4310/prod-api/
dist=dist
mime_types=${NGINX_MIME_TYPES:-/etc/nginx/mime.types}

while [ $# -gt 0 ]; do
  case "$1" in
    --host) host=$2; shift 2 ;;
    --port) port=$2; shift 2 ;;
    --upstream) upstream=$2; shift 2 ;;
    --dist) dist=$2; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

command -v nginx >/dev/null || { echo "nginx is not installed (Debian: apt-get install -y nginx)" >&2; exit 127; }
[ -f "$dist/index.html" ] || { echo "no build at $dist (run npm run build)" >&2; exit 1; }
[ -f "$mime_types" ] || { echo "no mime.types at $mime_types (set NGINX_MIME_TYPES)" >&2; exit 1; }
case "$upstream" in */) ;; *) echo "--upstream must end in / (got $upstream)" >&2; exit 2 ;; esac

runtime="$(mktemp -d "${TMPDIR:-/tmp}/chestnut-nginx.XXXXXX")"
nginx_pid=
cleanup() {
  if [ -n "$nginx_pid" ]; then kill -TERM "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid" 2>/dev/null || true; fi
  rm -rf "$runtime"
}
trap cleanup EXIT
trap 'exit 0' INT TERM

# nginx's workers may run as another user (root starts them as "nobody"): give them a world-readable
# copy of the build rather than access to wherever the checkout lives.
mkdir -p "$runtime/www/admin" "$runtime/tmp"
cp -pR "$dist/." "$runtime/www/admin/"
chmod -R a+rX "$runtime"

render() { # render TEMPLATE OUTPUT: fills the ${CHESTNUT_*} placeholders (nginx's own $vars stay)
  sed -e "s|\${CHESTNUT_LISTEN}|$host:$port|g" \
      -e "s|\${CHESTNUT_ROOT}|$runtime/www|g" \
      -e "s|\${CHESTNUT_UPSTREAM}|$upstream|g" \
      -e "s|\${CHESTNUT_RUNTIME}|$runtime|g" \
      -e "s|\${CHESTNUT_MIME_TYPES}|$mime_types|g" "$1" > "$2"
}
render "$here/chestnut-admin.conf" "$runtime/chestnut-admin.conf"
render "$here/nginx.conf" "$runtime/nginx.conf"

nginx -t -q -p "$runtime" -c "$runtime/nginx.conf" -e stderr
nginx -p "$runtime" -c "$runtime/nginx.conf" -e stderr -g 'daemon off;' &
nginx_pid=$!
echo "nginx listening on http://$host:$port/admin/ (upstream $upstream, runtime $runtime)"
wait "$nginx_pid"
