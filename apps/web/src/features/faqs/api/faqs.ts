import type { Faq, FaqWrite } from '@glassdesk/shared';
import { createCrudResource } from '../../../lib/crud-resource';

const faqs = createCrudResource<Faq, FaqWrite>({ base: '/faqs', key: 'faqs' });

export const useFaqs = faqs.useList;
export const useFaq = faqs.useOne;
export const useCreateFaq = faqs.useCreate;
export const useUpdateFaq = faqs.useUpdate;
export const useDeleteFaq = faqs.useDelete;
