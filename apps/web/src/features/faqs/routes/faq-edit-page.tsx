import { ResourceEditPage } from '../../../components/resource/resource-form-page';
import { faqs, faqScreen } from '../api/faqs';
import { FaqForm } from '../components/faq-form';

export default function FaqEditPage() {
  return (
    <ResourceEditPage screen={faqScreen} resource={faqs}>
      {(faq, form) => <FaqForm mode="update" defaultValues={{ title: faq.title, content: faq.content }} {...form} />}
    </ResourceEditPage>
  );
}
