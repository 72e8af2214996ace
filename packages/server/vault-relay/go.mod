module opensandbox.local/vault-relay

go 1.24
