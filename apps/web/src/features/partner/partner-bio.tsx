import { useState } from 'react';
import type { AffiliateBio, AffiliatePortal } from '@game-assist/contracts/schemas';
import { Avatar } from '#web/components/avatar/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { BoldText } from '#web/components/ui/bold-text.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { useUpdateAffiliateBioMutation } from '#web/lib/api/affiliate-portal.ts';
import { useFormSubmit } from '#web/lib/forms/use-form-submit.ts';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.ts';
import { FormActions } from './form-actions';
import styles from './partner.module.css';

/** The bio as visitors see it: avatar, name, paragraphs (text between ** is bold). */
export function BioView({ bio }: { bio: AffiliateBio }) {
  return (
    <div className={styles.bio}>
      <div className={styles.bioHead}>
        <Avatar name={bio.name} src={bio.photoUrl} size="lg" />
        <p className={styles.bioName}>{bio.name}</p>
      </div>
      {bio.text
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>
            <BoldText text={paragraph} />
          </p>
        ))}
    </div>
  );
}

function BioForm({ bio, onDone }: { bio: AffiliateBio; onDone(): void }) {
  const [update, { isLoading }] = useUpdateAffiliateBioMutation();
  const form = useSchemaForm({
    schema: 'affiliateBio',
    initial: { name: bio.name, photoUrl: bio.photoUrl ?? '', text: bio.text },
    toBody: (values) => ({ name: values.name.trim(), photoUrl: values.photoUrl.trim() || null, text: values.text }),
  });
  const { failure, onSubmit } = useFormSubmit(form, (body) => update(body).unwrap(), {
    what: 'A bio não foi enviada',
    done: 'Bio enviada para aprovação.',
    after: onDone,
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Editar a bio">
      <Field label="Nome" maxLength={80} {...form.field('name')} />
      <Field
        label="Foto (endereço https://)"
        hint="Opcional. Um endereço de imagem começando com https://."
        inputMode="url"
        maxLength={500}
        {...form.field('photoUrl')}
      />
      <Field
        label="Texto"
        hint="Separe os parágrafos com uma linha em branco; **assim** fica em negrito."
        rows={6}
        maxLength={2000}
        {...form.field('text')}
      />
      <p className={styles.muted}>A alteração aparece para os visitantes depois da aprovação da equipe.</p>
      <FormActions failure={failure} busy={isLoading} send="Enviar para aprovação" onCancel={onDone} />
    </form>
  );
}

/** 'Sua bio': what visitors see now, the change waiting for approval, and 'Editar'. */
export function PartnerBio({ bio }: { bio: AffiliatePortal['bio'] }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      id="partner-bio"
      title="Sua bio"
      aside={bio.pending ? <Badge tone="warning">aguardando aprovação</Badge> : null}
      actions={
        editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Editar
          </Button>
        )
      }
    >
      {editing ? (
        <BioForm bio={bio.pending ?? bio.live} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className={styles.muted}>O que os visitantes do seu link veem:</p>
          <BioView bio={bio.live} />
          {bio.pending ? (
            <>
              <h3 className={styles.subheading}>Alteração aguardando aprovação</h3>
              <BioView bio={bio.pending} />
            </>
          ) : null}
        </>
      )}
    </Card>
  );
}
