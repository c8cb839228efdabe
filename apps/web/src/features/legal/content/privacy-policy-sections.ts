export type PolicySection = { heading: string; paragraphs?: string[]; items?: string[] };

// The privacy policy of /privacy-policy (spec §2): plain data, so the page stays a small renderer.
export const PRIVACY_POLICY_INTRO =
  'GlassDesk is the back-office of a glass-replacement warranty service. This policy explains what personal ' +
  'information GlassDesk holds about the staff who use it and the customers whose warranty claims it handles, ' +
  'why it is held, how long it is kept, how it is protected and what rights you have. "We" means the company ' +
  'that operates this GlassDesk installation.';

export const PRIVACY_POLICY_SECTIONS: PolicySection[] = [
  {
    heading: 'Information we collect about staff',
    items: [
      'Account details: first name, last name, work email address and the role you are given, which decides the screens and actions available to you.',
      'Your password, stored only as a one-way hash that nobody, including administrators, can read back.',
      'Sign-in records: when you signed in or out, failed sign-in attempts, the network address they came from, and password reset requests.',
      'The plants you are assigned to and the records you create or change (tickets, trolley movements, notes and comments carry your name).',
    ],
  },
  {
    heading: 'Information we collect about customers',
    items: [
      'Contact details: name, email address, phone number and the business the customer belongs to.',
      'Ticket data: order and purchase order numbers, glass type and size, warranty reason, panel status, dates, notes, notifications and comments.',
      'Photos: pictures of defects and labels attached to tickets, and photos of the trolleys used to deliver glass.',
      'Trolley records: which trolleys are with which customer, for how long, and the resulting hold-time costs.',
      'Support requests: the name, email address and description anyone sends through the public support form. The network address a request comes from is used only to limit repeated submissions and is not stored.',
    ],
  },
  {
    heading: 'Why we use it',
    items: [
      'To process warranty claims and replace glass: the information is needed to perform our agreement with the customer.',
      'To run the back-office: giving each staff member the access their role needs and recording who did what.',
      'To keep the service secure: detecting and slowing down repeated failed sign-ins and investigating misuse (our legitimate interest).',
      'To send the messages the service depends on: ticket notifications, password reset codes, replies to support requests, and an alert to the staff email address set for notifications whenever a support request arrives.',
      'To meet legal duties such as keeping business and warranty records for the periods the law requires.',
    ],
    paragraphs: ['We do not sell personal information, use it for advertising, or make automated decisions that have legal effects on you.'],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'Information is shared only with the people inside our organisation whose role needs it, and with providers that host the service or deliver its email on our behalf under contracts that oblige them to protect it. We disclose information to authorities only when the law requires it.',
    ],
  },
  {
    heading: 'How long we keep it',
    items: [
      'Staff accounts are kept while the person works with us and removed when the account is no longer needed.',
      'Sign-in sessions expire after a period without activity and end at once when you log out or your password changes; password reset codes expire within minutes and work only once.',
      'Tickets, photos and trolley records are kept for the warranty period and for as long as business and tax records must be kept afterwards.',
      'Deleted businesses, customers, tickets and trolleys stay in the trash, where they can be restored, until they are deleted permanently.',
      'Support requests are deleted once they have been dealt with.',
    ],
  },
  {
    heading: 'How we protect it',
    items: [
      'Every request is checked against the operations your role grants; the server never relies on the screen hiding a button.',
      'Passwords and sign-in tokens are stored only as hashes; tokens expire and can be revoked.',
      'Repeated failed sign-in and password reset attempts are throttled.',
      'Input is cleaned of markup before it is stored, and the application only runs its own scripts in your browser.',
    ],
  },
  {
    heading: 'Your browser',
    paragraphs: [
      "GlassDesk keeps your sign-in token, your name and role, your permitted operations and your light or dark theme choice in your browser's local storage so that the application works between pages. Logging out removes the session data. GlassDesk uses no advertising or analytics cookies and loads nothing from third-party sites.",
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'Depending on where you live, you may ask for a copy of the information we hold about you, ask us to correct or delete it, object to or restrict how we use it, or ask for it in a portable format. You may also complain to your data protection authority. We answer requests within one month.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: ['When this policy changes, the new version is published on this page and staff are told about significant changes.'],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'Staff can contact their GlassDesk administrator. Customers and anyone else can reach us through the support form of this installation, or through the contact details of the warranty service they deal with.',
    ],
  },
];
