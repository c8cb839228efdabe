import { ResourceAddPage } from '../../../components/resource/resource-form-page';
import { faqs, faqScreen } from '../api/faqs';
import { FaqForm } from '../components/faq-form';

export default function FaqAddPage() {
  return (
    <ResourceAddPage screen={faqScreen} resource={faqs}>
      {(form) => <FaqForm mode="add" {...form} />}
    </ResourceAddPage>
  );
}
