/**
 * The security headers the console is served with. deploy/nginx.conf carries the same values (the nginx
 * deployment test checks that they match), and the standalone mock sends them with the built console, so
 * every e2e run would see a Content-Security-Policy violation the moment a screen caused one.
 *
 * Why each CSP directive is what it is:
 * - script-src 'self': the Vite build has no inline scripts; TinyMCE is self-hosted under /admin/.
 * - style-src 'unsafe-inline': antd's CSS-in-JS injects <style> elements at run time and rich-text
 *   content carries style="" attributes. A nonce could cover the <style> elements only (nginx would
 *   have to rewrite index.html per response and antd/TinyMCE be wired to it) and never the attributes,
 *   so it would buy little; injected styles cannot run code.
 * - img-src/media-src http: https:: content images and videos live on the sites' resource domains,
 *   which administrators configure at run time; data: is the captcha, blob: a local image preview.
 * - frame-src http: https:: "inner link" menus show another admin tool (e.g. the job scheduler) in a
 *   frame, at an address set in the menu table.
 * - connect-src 'self': every call goes through /prod-api on the same origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "media-src 'self' blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' http: https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Sent with every file of the console (index.html and assets). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};
