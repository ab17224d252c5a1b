/** What an incoming text asks for (the keywords carriers and Twilio use). */
export type InboundRequest = 'stop' | 'start' | 'help' | 'other';

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);

/** The whole body, in any case, surrounding spaces ignored, is the keyword. */
export function inboundRequestOf(body: string): InboundRequest {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (word === 'HELP' || word === 'INFO') return 'help';
  return 'other';
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The TwiML answer: a message back to the sender, or nothing. */
export function twimlOf(message: string | null): string {
  return message === null
    ? '<?xml version="1.0" encoding="UTF-8"?><Response/>'
    : `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escapeXml(message)}</Message></Response>`;
}
