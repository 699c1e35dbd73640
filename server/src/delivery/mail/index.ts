export { messageLogMailSender, type MailMessage, type MailSender } from './mailSender';
export { mailSenderFor, mailSenderFromEnvironment, sendMail, useMailSender } from './configuredMailSender';
export { smtpMailSender, type SmtpSettings } from './smtpMailSender';
