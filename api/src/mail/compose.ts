import { escapeHtml } from '../lib/html';
import type { MailMessage } from './mailer';

/** A part of a mail: a paragraph, a paragraph ending in a link, or lines kept as a list. */
export type MailBlock = { text: string; link?: string } | { lines: readonly string[] };

/** A mail as plain text and as HTML from the same blocks, every text escaped in the HTML. */
export function composeMail(to: string, subject: string, blocks: readonly MailBlock[]): MailMessage {
  const text = blocks.map((block) => ('lines' in block ? block.lines.join('\n') : [block.text, block.link].filter(Boolean).join('\n')));
  const html = blocks.map((block) => {
    if ('lines' in block) return `<ul>${block.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
    const link = block.link ? `<br><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a>` : '';
    return `<p>${escapeHtml(block.text)}${link}</p>`;
  });
  return { to, subject, text: text.join('\n\n'), html: html.join('\n') };
}
