import { MESSAGES, type Faq, type FaqWrite } from '@glassdesk/shared';
import type { ResourceScreen } from '../../../components/resource/resource-screen';
import { createCrudResource } from '../../../lib/crud-resource';

export const faqs = createCrudResource<Faq, FaqWrite>({ base: '/faqs', key: 'faqs' });

export const faqScreen = {
  title: 'FAQs',
  noun: 'FAQ',
  path: '/dashboard/faqs',
  addRoute: 'faqs/add',
  editRoute: 'faqs/:faqId',
  columns: [{ id: 'title', label: 'Title', sortable: true, render: (faq) => faq.title }],
  rowName: (faq) => faq.title,
  remove: { operation: 'Delete FAQ', title: MESSAGES.deleteFaqTitle, text: MESSAGES.deleteFaqQuestion, successMessage: MESSAGES.faqDeleted },
  saved: { added: MESSAGES.added, updated: MESSAGES.faqUpdated, errorStyle: 'message' },
} satisfies ResourceScreen<Faq>;
