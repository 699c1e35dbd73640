export { mailSenderFor, messageLogMailSender, sendMail, useMailSender, type MailMessage, type MailSender } from './mailSender';
export { smtpMailSender, type SmtpSettings } from './smtpMailSender';
