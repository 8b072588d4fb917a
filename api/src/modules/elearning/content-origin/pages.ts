import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../lib/html';

/**
 * The policy of a course's files: SCORM content brings its own scripts (often inline, some using
 * eval) and media; it may load nothing from elsewhere, post no form, and be framed only by its
 * launcher and the app that opened it.
 */
export function contentFilePolicy(appOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    `frame-ancestors 'self' ${appOrigin}`,
  ].join('; ');
}

/** The launcher's page fills its frame with the course's. */
const LAUNCHER_STYLE = 'html,body{margin:0;height:100%;overflow:hidden}iframe{display:block;border:0;width:100%;height:100%}';
const LAUNCHER_STYLE_HASH = `'sha256-${createHash('sha256').update(LAUNCHER_STYLE).digest('base64')}'`;

/** The launcher's page: its script from this origin, the course's frame from this origin, framed by the app only. */
export function launcherPolicy(appOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${LAUNCHER_STYLE_HASH}`,
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${appOrigin}`,
  ].join('; ');
}

/**
 * The page that holds a course (launcher/launcher.ts): it names the app origin it talks to and the
 * course's entry file; the player sends the rest (the course's title and the page's language).
 */
export function launcherPage(options: { appOrigin: string; entry: string; script: string }): string {
  return [
    '<!doctype html>',
    '<html lang="de">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>E-Learning</title>',
    `<style>${LAUNCHER_STYLE}</style>`,
    `<script type="module" src="${escapeHtml(options.script)}"></script>`,
    '</head>',
    `<body data-app-origin="${escapeHtml(options.appOrigin)}" data-entry="${escapeHtml(options.entry)}"></body>`,
    '</html>',
  ].join('\n');
}
