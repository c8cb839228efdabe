import type { ComponentProps } from 'react';
import { NameForm } from '../form/name-form';
import { ResourceAddPage, ResourceEditPage } from './resource-form-page';

type AddProps = Omit<ComponentProps<typeof ResourceAddPage<{ name: string }>>, 'children'> & Pick<ComponentProps<typeof NameForm>, 'schema' | 'label'>;
type EditProps = Omit<ComponentProps<typeof ResourceEditPage<{ name: string }, { name: string }>>, 'children'> & Pick<ComponentProps<typeof NameForm>, 'schema' | 'label'>;

/** The add screen of a resource whose only field is its name (warranty reasons, glass types). */
export function NameAddPage({ schema, label, ...page }: AddProps) {
  return <ResourceAddPage {...page}>{(form) => <NameForm schema={schema} label={label} mode="add" backTo={page.screen.path} {...form} />}</ResourceAddPage>;
}

/** Its update screen: the record's name in the same form. */
export function NameEditPage({ schema, label, ...page }: EditProps) {
  return (
    <ResourceEditPage {...page}>
      {(item, form) => <NameForm schema={schema} label={label} mode="update" backTo={page.screen.path} defaultValues={{ name: item.name }} {...form} />}
    </ResourceEditPage>
  );
}
