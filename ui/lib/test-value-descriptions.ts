/**
 * The test values' descriptions as the console says them. The server's table (src/features/test-values/test-values.ts)
 * writes them in English for the README; keyed by that text, a new one shows in English until it has its line here.
 */
export const TEST_VALUE_DESCRIPTIONS: Record<string, string> = {
  Paid: 'Paga',
  'Declined by the payer’s bank': 'Recusada pelo banco do pagador',
  'Processing error': 'Erro de processamento',
  'Not paid in time (PIX and boleto: as if the expiry passed); not for a card in analysis':
    'Não paga a tempo (PIX e boleto: como se o prazo vencesse); não vale para cartão em análise',
  'Paid, then refunded': 'Paga, depois estornada',
  'Paid, then charged back': 'Paga, depois contestada (chargeback)',
  'Paid, disputed (MED, the amount held), then the dispute is won':
    'Paga, em disputa (MED, o valor retido), depois a disputa é ganha',
  'Paid, disputed (MED), then the dispute is lost and the payer refunded':
    'Paga, em disputa (MED), depois a disputa é perdida e o pagador reembolsado',
  Approved: 'Aprovado',
  'Refused by the issuer (generic decline)': 'Recusado pelo emissor (recusa genérica)',
  'Refused by the issuer (insufficient funds)': 'Recusado pelo emissor (saldo insuficiente)',
  'Processing error at the acquirer': 'Erro de processamento na adquirente',
  'Left in analysis: an e-mail tag, SANDBOX_AUTO_PAY or the admin API moves it on':
    'Fica em análise: uma marca no e-mail, SANDBOX_AUTO_PAY ou a API de admin o faz avançar',
  'In analysis, then approved': 'Em análise, depois aprovado',
  'In analysis, then refused': 'Em análise, depois recusado',
  'Approved, then refunded': 'Aprovado, depois estornado',
  'Approved, then charged back': 'Aprovado, depois contestado (chargeback)',
  'Approved, then disputed (MED, the amount held until the admin API ends it)':
    'Aprovado, depois em disputa (MED, o valor retido até a API de admin encerrá-la)',
  Sent: 'Enviado',
  'Refused by the receiving bank: the amount comes back to the balance':
    'Recusado pelo banco recebedor: o valor volta ao saldo',
  'Cancelled before processing: the amount comes back to the balance':
    'Cancelado antes do processamento: o valor volta ao saldo',
  'Processing, and stays there (the admin API can finish it)':
    'Em processamento, e fica assim (a API de admin pode concluí-lo)',
};
