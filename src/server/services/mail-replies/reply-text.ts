/**
 * The new words of a reply by mail, without what the mail program added
 * (decision 0080): the earlier mail it quotes, and the sender's signature.
 * No maintained library for this runs on the Node the app promises without a
 * native build (email-reply-parser 2 asks for Node 22, its 1.x builds re2), so
 * it is this small function, cut at the first line that starts either:
 *
 * - a quote: a line beginning with `>`, or an attribution line that mail
 *   programs put above one ("On Mon, 13 Apr 2026, … wrote:", in English or
 *   Bangla, possibly wrapped over two lines), or Outlook's "-----Original
 *   Message-----" or a "From: …" header block;
 * - a signature: the standard delimiter "-- " (RFC 3676), or a phone's
 *   "Sent from my …".
 *
 * What is kept is trimmed; blank lines inside it stay.
 */
export function replyText(body: string): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    // An attribution wrapped over two lines: "On Mon, 13 Apr 2026 at 09:12, Security Office" / "<…> wrote:".
    const wrapped = `${line} ${lines[index + 1] ?? ''}`;
    if (startsQuote(line) || (/^\s*On\s/i.test(line) && isAttribution(wrapped))) break;
    if (startsSignature(line)) break;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

const isAttribution = (line: string) => /^\s*On\s.+\swrote:\s*$/i.test(line) || /লিখেছেন:\s*$/.test(line);

function startsQuote(line: string): boolean {
  return (
    /^\s*>/.test(line) ||
    isAttribution(line) ||
    /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i.test(line) ||
    /^\s*From:\s.+@/i.test(line)
  );
}

function startsSignature(line: string): boolean {
  return /^-- ?$/.test(line) || /^\s*Sent from my\s/i.test(line);
}
