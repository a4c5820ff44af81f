import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';

const url = 'https://accord.test/verify-user?mode=verifyEmail&code=abc';

describe('the account e-mails in the recipient’s language (issue 35)', () => {
  it('the verification e-mail reads Spanish in its HTML and its text part when the recipient reads Spanish', async () => {
    const { html, text } = await renderEmail('verify-email', 'Lucía Ortega', { url, language: 'es' }, 'help@accord.test');
    expect(html).toContain('lang="es">');
    expect(text).toContain('Hola, Lucía Ortega:');
    expect(text).toContain('Gracias por crear su cuenta de Accord.');
    expect(text).toContain('Confirmar mi correo electrónico');
    expect(text).toContain('Si el botón no funciona, copie esta dirección en su navegador:');
    expect(text).toContain('¿Preguntas? Escriba a help@accord.test.');
    expect(text).not.toContain('Thank you');
  });

  it('the password-reset e-mail reads Spanish, and an e-mail that names no language reads English as before', async () => {
    expect((await renderEmail('reset-password', 'Lucía', { url, language: 'es' }, 'help@accord.test')).text).toContain('Elegir una contraseña nueva');
    const english = await renderEmail('reset-password', 'Robin', { url }, 'help@accord.test');
    expect(english.html).toContain('lang="en">');
    expect(english.text).toContain('Hello Robin,');
    expect(english.text).toContain('Someone asked to reset the password of your Accord account.');
    expect(english.text).toContain('Questions? Write to help@accord.test.');
  });
});
