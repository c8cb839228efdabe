import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { faqs, faqScreen } from '../api/faqs';

export default function FaqsListPage() {
  return <ResourceListPage resource={faqs} screen={faqScreen} />;
}
