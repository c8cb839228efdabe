import type { AppModule } from '../../app-module.js';
import { faqSnapshot } from './faqs.repository.js';
import { faqsRoutes } from './faqs.routes.js';

export const faqsModule: AppModule = { name: 'faqs', routes: [faqsRoutes], snapshots: { faq: faqSnapshot } };
