import { cutForSms, fitNameInSms, SMS_ELLIPSIS, smsLength, smsParts } from '../common/sms';

/**
 * The texts of the SMS that carry notifications: one SMS (160 GSM-7 characters) where they fit,
 * never more than three parts, each naming its task or venture and ending with a link.
 */

/** No SMS is longer than this many parts. */
const SMS_MAX_PARTS = 3;

/** The short address of one message: the server redirects it to the page it is about. */
export function smsLinkOf(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/s/${code}`;
}

/** Cuts the end of a text until it is at most `SMS_MAX_PARTS` parts long (a last resort). */
function withinParts(text: string, link: string): string {
  const whole = `${text} ${link}`;
  if (smsParts(whole) <= SMS_MAX_PARTS) return whole;
  let kept = Array.from(text);
  while (kept.length > 0 && smsParts(`${kept.join('')}${SMS_ELLIPSIS} ${link}`) > SMS_MAX_PARTS) {
    kept = kept.slice(0, Math.max(0, kept.length - 10));
  }
  return `${kept.join('').trimEnd()}${SMS_ELLIPSIS} ${link}`;
}

/** One notification: its in-app message (cut to fit when it must) and the link to what it names. */
export function notificationSmsText(message: string, link: string): string {
  const fitted = fitNameInSms(message.trim(), (text) => `Groundwork: ${text} ${link}`);
  return withinParts(fitted.slice(0, fitted.length - link.length - 1), link);
}

/** Several notifications due at the same moment, merged into one message. */
export function mergedSmsText(summaries: readonly string[], link: string): string {
  const total = summaries.length;
  // As many as fit in one SMS with the rest counted, at least one.
  for (let shown = Math.min(total, 3); shown >= 1; shown -= 1) {
    const rest = total - shown;
    const listed = summaries.slice(0, shown).join('; ');
    const text = `Groundwork: ${total} updates: ${listed}${rest > 0 ? ` and ${rest} more` : ''}.`;
    if (smsLength(`${text} ${link}`) <= 160) return `${text} ${link}`;
  }
  const first = summaries[0] ?? '';
  const rest = total - 1;
  const more = rest > 0 ? ` and ${rest} more` : '';
  return withinParts(
    fitNameInSms(first, (text) => `Groundwork: ${total} updates: ${text}${more}. ${link}`).slice(
      0,
      -(link.length + 1),
    ),
    link,
  );
}

export interface DigestTask {
  title: string;
  overdue: boolean;
}

/** The daily digest: up to three tasks due soon or overdue, "and N more", and the link. */
export function digestSmsText(tasks: readonly DigestTask[], link: string): string {
  const total = tasks.length;
  const head = `Groundwork: ${total} ${total === 1 ? 'task' : 'tasks'} due soon or overdue:`;
  const build = (width: number, shown: number) => {
    const listed = tasks
      .slice(0, shown)
      .map((task) => `"${cutForSms(task.title, width)}"${task.overdue ? ' (overdue)' : ''}`)
      .join(', ');
    const rest = total - shown;
    return `${head} ${listed}${rest > 0 ? ` and ${rest} more` : ''}. ${link}`;
  };
  // Three titles as long as one SMS allows (cut down to the shortest cut), else fewer titles.
  for (let shown = Math.min(total, 3); shown >= 1; shown -= 1) {
    for (let width = 60; width >= 20; width -= 5) {
      const text = build(width, shown);
      if (smsLength(text) <= 160) return text;
    }
  }
  const text = build(20, 1);
  return smsParts(text) <= SMS_MAX_PARTS
    ? text
    : withinParts(text.slice(0, -(link.length + 1)), link);
}

/** The answer to HELP: what the service is and how to stop it. */
export function smsHelpText(appUrl: string): string {
  return `Groundwork: task and project alerts from your team. Reply STOP to stop all texts, START to resume. Sign-in codes still come when you ask. ${appUrl}`;
}
