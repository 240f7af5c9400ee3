#!/usr/bin/env bash
# The servers and the browsers the tests start themselves come from Debian's packages: Chromium for
# the browser journeys, Firefox ESR and WebKitGTK (webkit2gtk-driver's WebKitWebDriver, with Xvfb
# and xauth for its MiniBrowser, which has no headless mode) for the cross-engine journeys,
# redis-server and PostgreSQL for the cloud's multi-instance and store specs.
# `npm test` runs this first so a fresh machine needs nothing but `npm ci && npm test`; it installs
# only what is missing, and never starts the packages' system services (the specs start their own
# servers on loopback ports in scratch dirs, and a packaged one would take the default ports).
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" != 0 ]; then
  echo "The tests need Debian's ${missing[*]}: run 'apt-get install -y ${missing[*]}' as root first." >&2
  exit 1
fi

# A policy-rc.d exiting 101 tells invoke-rc.d "do not start"; it is ours only for the install and
# only when none existed.
policy=/usr/sbin/policy-rc.d
ours=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy" && ours=1
fi
status=0
{ apt-get update -qq &&
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; } ||
  status=$?
if [ "$ours" = 1 ]; then rm -f "$policy"; fi
exit "$status"
