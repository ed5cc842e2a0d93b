import type { CLUSTER_EN } from './cluster.en.js';
import type { Mirror } from './verify.pt.js';

/**
 * O que `cluster` diz em português: a ajuda, os erros de uso e os avisos do supervisor. As linhas JSON ficam como
 * são.
 */
export const CLUSTER_PT: Mirror<typeof CLUSTER_EN> = {
  'cluster.usage': [
    'Roda o sandbox como um cluster: tenants distribuídos em N processos do sandbox atrás do HAProxy (docs/cluster.md).',
    '',
    'Uso:',
    '  gateway-sandbox cluster --shards N [--port P] [--host H] [--db-dir DIR] [--haproxy CAMINHO] [--cpu-policy P]',
    '      Inicia N shards (gateway-sandbox serve em portas de loopback) e o haproxy em H:P na frente.',
    '      Imprime uma linha JSON por shard {"shard": i, "pid": …, "port": …} e uma {"proxy": {"pid": …, "port": P}},',
    '      e mais uma linha cada vez que um shard (ou o proxy) que morreu é iniciado de novo ("restarted": true).',
    '      Um tenant (a chave pública dele pk_tnt_<tenant>_…, ou /__admin/tenants/<tenant>/…) sempre chega ao mesmo shard;',
    '      o tenant padrão fica no shard 0; toda resposta traz X-Sandbox-Shard. SIGINT ou SIGTERM para tudo.',
    '      Todo shard recebe as configurações deste ambiente (SANDBOX_*; PORT e HOST são as do próprio cluster).',
    '      --shards N          quantos shards (1 ou mais; obrigatório)',
    '      --port P            onde o proxy escuta (env PORT, padrão 4010)',
    '      --host H            a interface do proxy (env HOST, padrão 127.0.0.1)',
    '      --db-dir DIR        cada shard guarda o estado em DIR/shard-<i>.db e volta com ele; senão, em memória',
    '      --haproxy CAMINHO   o executável do haproxy (padrão: haproxy no PATH ou em /usr/sbin; pacote Debian haproxy)',
    '      --cpu-policy P      batch (padrão) ou normal: a política de escalonamento do Linux do haproxy e dos shards;',
    '                          batch deixa cada um rodar o que está pronto antes do outro num núcleo dividido (via chrt)',
    '  gateway-sandbox cluster haproxy-config --shards HOST:PORTA,… [--port P] [--host H] [--supervisor HOST:PORTA]',
    '      Imprime só a configuração do HAProxy, para shards que você mesmo roda (o shard i é o i-ésimo endereço).',
    '      --supervisor: onde GET /__admin/tenants junta a resposta de todos os shards (sem ele, o shard 0 responde).',
    '  --help',
    '      Mostra esta ajuda',
    '',
  ].join('\n'),
  'cluster.seeHelp': 'Veja o uso com gateway-sandbox help cluster.',
  'cluster.address': (what, text) => `${what}: esperado HOST:PORTA, recebido "${text}"`,
  'cluster.shardAddress': (index) => `--shards (shard nº ${index})`,
  'cluster.port': (raw) => `--port: deve ser um número de porta (de 1 a 65535), recebido "${raw}"`,
  'cluster.portBusy': (address, why) => `não é possível escutar em ${address} (${why}): escolha outra --port`,
  'cluster.configShards': 'haproxy-config precisa de --shards HOST:PORTA,… (o shard i é o i-ésimo)',
  'cluster.cpuPolicy': (value) => `--cpu-policy: deve ser batch ou normal, recebido "${value}"`,
  'cluster.shards': (value) => `--shards: deve ser um número inteiro de 1 a 64, recebido "${value}"`,
  'cluster.dbFile': (file) =>
    `SANDBOX_DB_FILE indica um banco só (${file}); cada shard precisa do seu: use --db-dir DIR (o shard i fica com DIR/shard-<i>.db)`,
  'cluster.supervisorOption': '--supervisor é uma opção de haproxy-config',
  'cluster.stopping': (signal) => `parando (${signal})`,
  'cluster.notice.restarting': (name, pid, how, delayMs) =>
    `${name} (pid ${pid}) terminou (${how}); iniciando de novo em ${delayMs} ms`,
  'cluster.notice.unresponsive': (name, pid, port, failures, periodMs, timeoutMs) =>
    `${name} (pid ${pid}, porta ${port}) não respondeu a GET /health ${failures} vezes seguidas (a cada ${periodMs} ms, ${timeoutMs} ms cada): matando-o, para que inicie de novo`,
  'cluster.notice.staleRemoved': (dir) => `removida ${dir} (o supervisor dela não existe mais)`,
  'cluster.notice.cannotRun': (name, command, why) => `${name}: não foi possível executar ${command}: ${why}`,
  'cluster.notice.diedAtStart': (name, how, output) => `${name} terminou (${how}) antes de servir:\n${output}`,
  'cluster.notice.lateAtStart': (name, ms, output) => `${name} não serviu em ${ms} ms:\n${output}`,
  'cluster.notice.haproxyMissing': (haproxy) =>
    `haproxy não encontrado (${haproxy}): instale o pacote haproxy do Debian (apt-get install -y haproxy, HAProxy 2.6 ou mais novo) ou use --haproxy CAMINHO`,
};
