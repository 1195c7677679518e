/** An e-mail as the server composes it (domain rules) and sends it (data access, through SES). */
export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}
