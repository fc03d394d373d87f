import { useState } from 'react';
import type { AffiliatePortal } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CodeField } from '#web/components/ui/code-field.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { useSendPixKeyCodeMutation, useSetPixKeyMutation } from '#web/lib/api/affiliate-portal.ts';
import { errorText } from '#web/lib/api/errors.ts';
import { useFormSubmit } from '#web/lib/forms/use-form-submit.ts';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.ts';
import { FormActions } from './form-actions';
import styles from './partner.module.css';

const KEY_TYPES: Record<NonNullable<AffiliatePortal['pixKey']>['type'], string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  evp: 'Chave aleatória',
};

const NO_KEY = { key: '', code: '' };
const trimmedKey = (values: typeof NO_KEY) => ({ key: values.key.trim(), code: values.code });
const SAVED = { what: 'A chave PIX não foi alterada', done: 'Chave PIX alterada.' };

/** The new key and the e-mailed code; what was typed stays through a refusal. */
function PixKeyForm({ onDone }: { onDone(): void }) {
  const [save, { isLoading }] = useSetPixKeyMutation();
  const form = useSchemaForm({ schema: 'pixKey', initial: NO_KEY, toBody: trimmedKey });
  const { failure, onSubmit } = useFormSubmit(form, (body) => save(body).unwrap(), { ...SAVED, after: onDone });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Alterar a chave PIX">
      <Field
        label="Nova chave PIX"
        hint="CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória."
        maxLength={77}
        {...form.field('key')}
      />
      <CodeField label="Código enviado por e-mail" {...form.field('code')} />
      <FormActions failure={failure} busy={isLoading} send="Salvar chave" onCancel={onDone} />
    </form>
  );
}

/** 'Chave PIX': the key on file, masked; 'Alterar' e-mails a code first. */
export function PixKey({ pixKey }: { pixKey: AffiliatePortal['pixKey'] }) {
  const [sendCode, sending] = useSendPixKeyCodeMutation();
  const [changing, setChanging] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setFailure(null);
    try {
      await sendCode().unwrap();
      showToast('Enviamos um código para o seu e-mail.');
      setChanging(true);
    } catch (error) {
      setFailure(errorText(error, 'O código não foi enviado'));
    }
  }

  return (
    <Card id="partner-pix" title="Chave PIX para receber">
      <p>
        {pixKey ? (
          <>
            {KEY_TYPES[pixKey.type]}: <strong>{pixKey.masked}</strong>
          </>
        ) : (
          'Nenhuma chave cadastrada: cadastre uma para receber suas comissões.'
        )}
      </p>
      {changing ? (
        <PixKeyForm onDone={() => setChanging(false)} />
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={sending.isLoading}
            disabled={sending.isLoading}
            onClick={() => void start()}
          >
            {pixKey ? 'Alterar' : 'Cadastrar chave'}
          </Button>
        </div>
      )}
      <ErrorText>{failure}</ErrorText>
    </Card>
  );
}
