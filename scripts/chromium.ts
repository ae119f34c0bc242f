/**
 * How every Playwright run of this repository starts Debian's Chromium: the e2e suite
 * (playwright.config.ts), the benchmark and the README screenshot.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches, 1.65). Chromium reads
 * only the last `--disable-features` switch, so a second one must repeat these;
 * tests/quality/chromium-args.test.ts fails when an upgraded Playwright disables more.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 (new headless) opens the omnibox popup's two WebUI pages for every browser window,
 * that is for every Playwright context: a renderer of its own that spends about a second of CPU
 * starting while the page under test loads. A person's browser has its popup warm long before; the
 * tests and the benchmark should not pay for it on each page.
 */
const OMNIBOX_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI].join(',')}`,
];
