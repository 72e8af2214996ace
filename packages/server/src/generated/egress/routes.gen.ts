// This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/generate.ts). Do not edit.

/** Request schemas per operation (JSON Schema 2020-12), for fastify route validation. */
export const routes = {
  "getEgressPolicy": {
    "method": "GET",
    "path": "/policy",
    "url": "/policy",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "deleteEgressPolicyRules": {
    "method": "DELETE",
    "path": "/policy",
    "url": "/policy",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "array",
        "minItems": 1,
        "maxItems": 1024,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 253
        }
      }
    }
  },
  "patchEgressPolicy": {
    "method": "PATCH",
    "path": "/policy",
    "url": "/policy",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "array",
        "minItems": 1,
        "maxItems": 1024,
        "items": {
          "type": "object",
          "required": [
            "action",
            "target"
          ],
          "additionalProperties": false,
          "properties": {
            "action": {
              "type": "string",
              "enum": [
                "allow",
                "deny"
              ]
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "maxLength": 253,
              "description": "Domain, `*.` wildcard domain, IPv4/IPv6 address or CIDR range."
            }
          }
        }
      }
    }
  },
  "getCredentialVault": {
    "method": "GET",
    "path": "/credential-vault",
    "url": "/credential-vault",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "createCredentialVault": {
    "method": "POST",
    "path": "/credential-vault",
    "url": "/credential-vault",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "The first revision of the vault.",
        "required": [
          "credentials",
          "bindings"
        ],
        "properties": {
          "credentials": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "source"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "source": {
                  "type": "object",
                  "required": [
                    "type",
                    "value"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "inline"
                      ]
                    },
                    "value": {
                      "type": "string",
                      "writeOnly": true
                    }
                  },
                  "additionalProperties": false
                }
              },
              "additionalProperties": false
            }
          },
          "bindings": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "match",
                "auth"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "match": {
                  "type": "object",
                  "required": [
                    "hosts"
                  ],
                  "properties": {
                    "schemes": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "enum": [
                          "https",
                          "http"
                        ]
                      },
                      "default": [
                        "https"
                      ]
                    },
                    "ports": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "default": [
                        443
                      ]
                    },
                    "hosts": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      }
                    },
                    "methods": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "default": [
                        "GET",
                        "POST",
                        "PUT",
                        "PATCH",
                        "DELETE"
                      ]
                    },
                    "paths": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "default": [
                        "/*"
                      ]
                    }
                  },
                  "additionalProperties": false
                },
                "auth": {
                  "oneOf": [
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "bearer"
                          ]
                        },
                        "credential": {
                          "type": "string"
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "basic"
                          ]
                        },
                        "credential": {
                          "type": "string",
                          "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "name",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "apiKey"
                          ]
                        },
                        "name": {
                          "type": "string",
                          "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                        },
                        "credential": {
                          "type": "string"
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "headers"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "customHeaders"
                          ]
                        },
                        "headers": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "object",
                            "required": [
                              "name",
                              "credential"
                            ],
                            "properties": {
                              "name": {
                                "type": "string",
                                "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                              },
                              "credential": {
                                "type": "string"
                              }
                            },
                            "additionalProperties": false
                          }
                        }
                      },
                      "additionalProperties": false
                    }
                  ]
                }
              },
              "additionalProperties": false
            }
          }
        },
        "additionalProperties": false
      }
    }
  },
  "deleteCredentialVault": {
    "method": "DELETE",
    "path": "/credential-vault",
    "url": "/credential-vault",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "patchCredentialVault": {
    "method": "PATCH",
    "path": "/credential-vault",
    "url": "/credential-vault",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "properties": {
          "expectedRevision": {
            "type": "integer",
            "description": "The vault's current revision; another revision leaves the vault unchanged (409)."
          },
          "credentials": {
            "type": "object",
            "properties": {
              "add": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "name",
                    "source"
                  ],
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "source": {
                      "type": "object",
                      "required": [
                        "type",
                        "value"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "inline"
                          ]
                        },
                        "value": {
                          "type": "string",
                          "writeOnly": true
                        }
                      },
                      "additionalProperties": false
                    }
                  },
                  "additionalProperties": false
                }
              },
              "replace": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "name",
                    "source"
                  ],
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "source": {
                      "type": "object",
                      "required": [
                        "type",
                        "value"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "inline"
                          ]
                        },
                        "value": {
                          "type": "string",
                          "writeOnly": true
                        }
                      },
                      "additionalProperties": false
                    }
                  },
                  "additionalProperties": false
                }
              },
              "delete": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            },
            "additionalProperties": false
          },
          "bindings": {
            "type": "object",
            "properties": {
              "add": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "name",
                    "match",
                    "auth"
                  ],
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "match": {
                      "type": "object",
                      "required": [
                        "hosts"
                      ],
                      "properties": {
                        "schemes": {
                          "type": "array",
                          "items": {
                            "type": "string",
                            "enum": [
                              "https",
                              "http"
                            ]
                          },
                          "default": [
                            "https"
                          ]
                        },
                        "ports": {
                          "type": "array",
                          "items": {
                            "type": "integer"
                          },
                          "default": [
                            443
                          ]
                        },
                        "hosts": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          }
                        },
                        "methods": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          },
                          "default": [
                            "GET",
                            "POST",
                            "PUT",
                            "PATCH",
                            "DELETE"
                          ]
                        },
                        "paths": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          },
                          "default": [
                            "/*"
                          ]
                        }
                      },
                      "additionalProperties": false
                    },
                    "auth": {
                      "oneOf": [
                        {
                          "type": "object",
                          "required": [
                            "type",
                            "credential"
                          ],
                          "properties": {
                            "type": {
                              "type": "string",
                              "enum": [
                                "bearer"
                              ]
                            },
                            "credential": {
                              "type": "string"
                            }
                          },
                          "additionalProperties": false
                        },
                        {
                          "type": "object",
                          "required": [
                            "type",
                            "credential"
                          ],
                          "properties": {
                            "type": {
                              "type": "string",
                              "enum": [
                                "basic"
                              ]
                            },
                            "credential": {
                              "type": "string",
                              "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                            }
                          },
                          "additionalProperties": false
                        },
                        {
                          "type": "object",
                          "required": [
                            "type",
                            "name",
                            "credential"
                          ],
                          "properties": {
                            "type": {
                              "type": "string",
                              "enum": [
                                "apiKey"
                              ]
                            },
                            "name": {
                              "type": "string",
                              "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                            },
                            "credential": {
                              "type": "string"
                            }
                          },
                          "additionalProperties": false
                        },
                        {
                          "type": "object",
                          "required": [
                            "type",
                            "headers"
                          ],
                          "properties": {
                            "type": {
                              "type": "string",
                              "enum": [
                                "customHeaders"
                              ]
                            },
                            "headers": {
                              "type": "array",
                              "minItems": 1,
                              "items": {
                                "type": "object",
                                "required": [
                                  "name",
                                  "credential"
                                ],
                                "properties": {
                                  "name": {
                                    "type": "string",
                                    "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                                  },
                                  "credential": {
                                    "type": "string"
                                  }
                                },
                                "additionalProperties": false
                              }
                            }
                          },
                          "additionalProperties": false
                        }
                      ]
                    }
                  },
                  "additionalProperties": false
                }
              },
              "replace": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "name",
                    "match",
                    "auth"
                  ],
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "match": {
                      "type": "object",
                      "required": [
                        "hosts"
                      ],
                      "properties": {
                        "schemes": {
                          "type": "array",
                          "items": {
                            "type": "string",
                            "enum": [
                              "https",
                              "http"
                            ]
                          },
                          "default": [
                            "https"
                          ]
                        },
                        "ports": {
                          "type": "array",
                          "items": {
                            "type": "integer"
                          },
                          "default": [
                            443
                          ]
                        },
                        "hosts": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          }
                        },
                        "methods": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          },
                          "default": [
                            "GET",
                            "POST",
                            "PUT",
                            "PATCH",
                            "DELETE"
                          ]
                        },
                        "paths": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          },
                          "default": [
                            "/*"
                          ]
                        }
                      },
                      "additionalProperties": false
                    },
                    "auth": {
                      "oneOf": [
                        {
                          "type": "object",
                          "required": [
                            "type",
                            "credential"
                          ],
                          "properties": {
                            "type": {
                              "type": "string",
                              "enum": [
                                "bearer"
                              ]
                            },
                            "credential": {
                              "type": "string"
                            }
                          },
                          "additionalProperties": false
                        },
                        {
                          "type": "object",
                          "required": [
                            "type",
                            "credential"
                          ],
                          "properties": {
                            "type": {
                              "type": "string",
                              "enum": [
                                "basic"
                              ]
                            },
                            "credential": {
                              "type": "string",
                              "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                            }
                          },
                          "additionalProperties": false
                        },
                        {
                          "type": "object",
                          "required": [
                            "type",
                            "name",
                            "credential"
                          ],
                          "properties": {
                            "type": {
                              "type": "string",
                              "enum": [
                                "apiKey"
                              ]
                            },
                            "name": {
                              "type": "string",
                              "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                            },
                            "credential": {
                              "type": "string"
                            }
                          },
                          "additionalProperties": false
                        },
                        {
                          "type": "object",
                          "required": [
                            "type",
                            "headers"
                          ],
                          "properties": {
                            "type": {
                              "type": "string",
                              "enum": [
                                "customHeaders"
                              ]
                            },
                            "headers": {
                              "type": "array",
                              "minItems": 1,
                              "items": {
                                "type": "object",
                                "required": [
                                  "name",
                                  "credential"
                                ],
                                "properties": {
                                  "name": {
                                    "type": "string",
                                    "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                                  },
                                  "credential": {
                                    "type": "string"
                                  }
                                },
                                "additionalProperties": false
                              }
                            }
                          },
                          "additionalProperties": false
                        }
                      ]
                    }
                  },
                  "additionalProperties": false
                }
              },
              "delete": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            },
            "additionalProperties": false
          }
        },
        "additionalProperties": false
      }
    }
  },
  "listVaultCredentials": {
    "method": "GET",
    "path": "/credential-vault/credentials",
    "url": "/credential-vault/credentials",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "getVaultCredential": {
    "method": "GET",
    "path": "/credential-vault/credentials/{credential_name}",
    "url": "/credential-vault/credentials/:credential_name",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "credential_name": {
            "type": "string"
          }
        },
        "required": [
          "credential_name"
        ]
      }
    }
  },
  "listVaultBindings": {
    "method": "GET",
    "path": "/credential-vault/bindings",
    "url": "/credential-vault/bindings",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "getVaultBinding": {
    "method": "GET",
    "path": "/credential-vault/bindings/{binding_name}",
    "url": "/credential-vault/bindings/:binding_name",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "binding_name": {
            "type": "string"
          }
        },
        "required": [
          "binding_name"
        ]
      }
    }
  }
} as const;

export type OperationId = keyof typeof routes;

/** Every component schema, with references inlined. */
export const schemas = {
  "PolicyStatusResponse": {
    "type": "object",
    "required": [
      "status",
      "mode",
      "enforcementMode",
      "policy"
    ],
    "additionalProperties": false,
    "properties": {
      "status": {
        "type": "string",
        "description": "`ok` when the policy is in force."
      },
      "mode": {
        "type": "string",
        "enum": [
          "deny_all",
          "allow_all",
          "enforcing"
        ],
        "description": "`deny_all`: default deny and no allow rule; `allow_all`: default allow and no deny\nrule; `enforcing`: anything else.\n"
      },
      "enforcementMode": {
        "type": "string",
        "description": "How the policy holds: `dns+nft` (DNS answers of allowed names open their addresses in\nan nftables set outside the sandbox; everything else is dropped).\n"
      },
      "reason": {
        "type": "string",
        "description": "Extra context, when there is any."
      },
      "policy": {
        "type": "object",
        "description": "The same shape as `networkPolicy` of the lifecycle API's create request.",
        "additionalProperties": false,
        "properties": {
          "defaultAction": {
            "type": "string",
            "enum": [
              "allow",
              "deny"
            ],
            "description": "Action when no rule matches. Defaults to `deny`."
          },
          "egress": {
            "type": "array",
            "description": "Ordered rules; the first match wins.",
            "maxItems": 1024,
            "items": {
              "type": "object",
              "required": [
                "action",
                "target"
              ],
              "additionalProperties": false,
              "properties": {
                "action": {
                  "type": "string",
                  "enum": [
                    "allow",
                    "deny"
                  ]
                },
                "target": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 253,
                  "description": "Domain, `*.` wildcard domain, IPv4/IPv6 address or CIDR range."
                }
              }
            }
          }
        }
      }
    }
  },
  "NetworkPolicy": {
    "type": "object",
    "description": "The same shape as `networkPolicy` of the lifecycle API's create request.",
    "additionalProperties": false,
    "properties": {
      "defaultAction": {
        "type": "string",
        "enum": [
          "allow",
          "deny"
        ],
        "description": "Action when no rule matches. Defaults to `deny`."
      },
      "egress": {
        "type": "array",
        "description": "Ordered rules; the first match wins.",
        "maxItems": 1024,
        "items": {
          "type": "object",
          "required": [
            "action",
            "target"
          ],
          "additionalProperties": false,
          "properties": {
            "action": {
              "type": "string",
              "enum": [
                "allow",
                "deny"
              ]
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "maxLength": 253,
              "description": "Domain, `*.` wildcard domain, IPv4/IPv6 address or CIDR range."
            }
          }
        }
      }
    }
  },
  "NetworkRule": {
    "type": "object",
    "required": [
      "action",
      "target"
    ],
    "additionalProperties": false,
    "properties": {
      "action": {
        "type": "string",
        "enum": [
          "allow",
          "deny"
        ]
      },
      "target": {
        "type": "string",
        "minLength": 1,
        "maxLength": 253,
        "description": "Domain, `*.` wildcard domain, IPv4/IPv6 address or CIDR range."
      }
    }
  },
  "CredentialVaultCreateRequest": {
    "type": "object",
    "description": "The first revision of the vault.",
    "required": [
      "credentials",
      "bindings"
    ],
    "properties": {
      "credentials": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "source"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "source": {
              "type": "object",
              "required": [
                "type"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "enum": [
                    "inline"
                  ]
                }
              },
              "additionalProperties": false
            }
          },
          "additionalProperties": false
        }
      },
      "bindings": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "match",
            "auth"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "match": {
              "type": "object",
              "required": [
                "hosts"
              ],
              "properties": {
                "schemes": {
                  "type": "array",
                  "items": {
                    "type": "string",
                    "enum": [
                      "https",
                      "http"
                    ]
                  },
                  "default": [
                    "https"
                  ]
                },
                "ports": {
                  "type": "array",
                  "items": {
                    "type": "integer"
                  },
                  "default": [
                    443
                  ]
                },
                "hosts": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                },
                "methods": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "GET",
                    "POST",
                    "PUT",
                    "PATCH",
                    "DELETE"
                  ]
                },
                "paths": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "/*"
                  ]
                }
              },
              "additionalProperties": false
            },
            "auth": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "type",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "bearer"
                      ]
                    },
                    "credential": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "basic"
                      ]
                    },
                    "credential": {
                      "type": "string",
                      "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "name",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "apiKey"
                      ]
                    },
                    "name": {
                      "type": "string",
                      "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                    },
                    "credential": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "headers"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "customHeaders"
                      ]
                    },
                    "headers": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "type": "object",
                        "required": [
                          "name",
                          "credential"
                        ],
                        "properties": {
                          "name": {
                            "type": "string",
                            "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                          },
                          "credential": {
                            "type": "string"
                          }
                        },
                        "additionalProperties": false
                      }
                    }
                  },
                  "additionalProperties": false
                }
              ]
            }
          },
          "additionalProperties": false
        }
      }
    },
    "additionalProperties": false
  },
  "CredentialVaultMutationRequest": {
    "type": "object",
    "properties": {
      "expectedRevision": {
        "type": "integer",
        "description": "The vault's current revision; another revision leaves the vault unchanged (409)."
      },
      "credentials": {
        "type": "object",
        "properties": {
          "add": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "source"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "source": {
                  "type": "object",
                  "required": [
                    "type"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "inline"
                      ]
                    }
                  },
                  "additionalProperties": false
                }
              },
              "additionalProperties": false
            }
          },
          "replace": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "source"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "source": {
                  "type": "object",
                  "required": [
                    "type"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "inline"
                      ]
                    }
                  },
                  "additionalProperties": false
                }
              },
              "additionalProperties": false
            }
          },
          "delete": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "additionalProperties": false
      },
      "bindings": {
        "type": "object",
        "properties": {
          "add": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "match",
                "auth"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "match": {
                  "type": "object",
                  "required": [
                    "hosts"
                  ],
                  "properties": {
                    "schemes": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "enum": [
                          "https",
                          "http"
                        ]
                      },
                      "default": [
                        "https"
                      ]
                    },
                    "ports": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "default": [
                        443
                      ]
                    },
                    "hosts": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      }
                    },
                    "methods": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "default": [
                        "GET",
                        "POST",
                        "PUT",
                        "PATCH",
                        "DELETE"
                      ]
                    },
                    "paths": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "default": [
                        "/*"
                      ]
                    }
                  },
                  "additionalProperties": false
                },
                "auth": {
                  "oneOf": [
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "bearer"
                          ]
                        },
                        "credential": {
                          "type": "string"
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "basic"
                          ]
                        },
                        "credential": {
                          "type": "string",
                          "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "name",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "apiKey"
                          ]
                        },
                        "name": {
                          "type": "string",
                          "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                        },
                        "credential": {
                          "type": "string"
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "headers"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "customHeaders"
                          ]
                        },
                        "headers": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "object",
                            "required": [
                              "name",
                              "credential"
                            ],
                            "properties": {
                              "name": {
                                "type": "string",
                                "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                              },
                              "credential": {
                                "type": "string"
                              }
                            },
                            "additionalProperties": false
                          }
                        }
                      },
                      "additionalProperties": false
                    }
                  ]
                }
              },
              "additionalProperties": false
            }
          },
          "replace": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "match",
                "auth"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "match": {
                  "type": "object",
                  "required": [
                    "hosts"
                  ],
                  "properties": {
                    "schemes": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "enum": [
                          "https",
                          "http"
                        ]
                      },
                      "default": [
                        "https"
                      ]
                    },
                    "ports": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "default": [
                        443
                      ]
                    },
                    "hosts": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      }
                    },
                    "methods": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "default": [
                        "GET",
                        "POST",
                        "PUT",
                        "PATCH",
                        "DELETE"
                      ]
                    },
                    "paths": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "default": [
                        "/*"
                      ]
                    }
                  },
                  "additionalProperties": false
                },
                "auth": {
                  "oneOf": [
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "bearer"
                          ]
                        },
                        "credential": {
                          "type": "string"
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "basic"
                          ]
                        },
                        "credential": {
                          "type": "string",
                          "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "name",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "apiKey"
                          ]
                        },
                        "name": {
                          "type": "string",
                          "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                        },
                        "credential": {
                          "type": "string"
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "headers"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "customHeaders"
                          ]
                        },
                        "headers": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "object",
                            "required": [
                              "name",
                              "credential"
                            ],
                            "properties": {
                              "name": {
                                "type": "string",
                                "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                              },
                              "credential": {
                                "type": "string"
                              }
                            },
                            "additionalProperties": false
                          }
                        }
                      },
                      "additionalProperties": false
                    }
                  ]
                }
              },
              "additionalProperties": false
            }
          },
          "delete": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "additionalProperties": false
      }
    },
    "additionalProperties": false
  },
  "CredentialMutationSet": {
    "type": "object",
    "properties": {
      "add": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "source"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "source": {
              "type": "object",
              "required": [
                "type"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "enum": [
                    "inline"
                  ]
                }
              },
              "additionalProperties": false
            }
          },
          "additionalProperties": false
        }
      },
      "replace": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "source"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "source": {
              "type": "object",
              "required": [
                "type"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "enum": [
                    "inline"
                  ]
                }
              },
              "additionalProperties": false
            }
          },
          "additionalProperties": false
        }
      },
      "delete": {
        "type": "array",
        "items": {
          "type": "string"
        }
      }
    },
    "additionalProperties": false
  },
  "CredentialBindingMutationSet": {
    "type": "object",
    "properties": {
      "add": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "match",
            "auth"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "match": {
              "type": "object",
              "required": [
                "hosts"
              ],
              "properties": {
                "schemes": {
                  "type": "array",
                  "items": {
                    "type": "string",
                    "enum": [
                      "https",
                      "http"
                    ]
                  },
                  "default": [
                    "https"
                  ]
                },
                "ports": {
                  "type": "array",
                  "items": {
                    "type": "integer"
                  },
                  "default": [
                    443
                  ]
                },
                "hosts": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                },
                "methods": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "GET",
                    "POST",
                    "PUT",
                    "PATCH",
                    "DELETE"
                  ]
                },
                "paths": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "/*"
                  ]
                }
              },
              "additionalProperties": false
            },
            "auth": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "type",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "bearer"
                      ]
                    },
                    "credential": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "basic"
                      ]
                    },
                    "credential": {
                      "type": "string",
                      "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "name",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "apiKey"
                      ]
                    },
                    "name": {
                      "type": "string",
                      "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                    },
                    "credential": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "headers"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "customHeaders"
                      ]
                    },
                    "headers": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "type": "object",
                        "required": [
                          "name",
                          "credential"
                        ],
                        "properties": {
                          "name": {
                            "type": "string",
                            "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                          },
                          "credential": {
                            "type": "string"
                          }
                        },
                        "additionalProperties": false
                      }
                    }
                  },
                  "additionalProperties": false
                }
              ]
            }
          },
          "additionalProperties": false
        }
      },
      "replace": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "match",
            "auth"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "match": {
              "type": "object",
              "required": [
                "hosts"
              ],
              "properties": {
                "schemes": {
                  "type": "array",
                  "items": {
                    "type": "string",
                    "enum": [
                      "https",
                      "http"
                    ]
                  },
                  "default": [
                    "https"
                  ]
                },
                "ports": {
                  "type": "array",
                  "items": {
                    "type": "integer"
                  },
                  "default": [
                    443
                  ]
                },
                "hosts": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                },
                "methods": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "GET",
                    "POST",
                    "PUT",
                    "PATCH",
                    "DELETE"
                  ]
                },
                "paths": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "/*"
                  ]
                }
              },
              "additionalProperties": false
            },
            "auth": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "type",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "bearer"
                      ]
                    },
                    "credential": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "basic"
                      ]
                    },
                    "credential": {
                      "type": "string",
                      "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "name",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "apiKey"
                      ]
                    },
                    "name": {
                      "type": "string",
                      "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                    },
                    "credential": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "headers"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "customHeaders"
                      ]
                    },
                    "headers": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "type": "object",
                        "required": [
                          "name",
                          "credential"
                        ],
                        "properties": {
                          "name": {
                            "type": "string",
                            "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                          },
                          "credential": {
                            "type": "string"
                          }
                        },
                        "additionalProperties": false
                      }
                    }
                  },
                  "additionalProperties": false
                }
              ]
            }
          },
          "additionalProperties": false
        }
      },
      "delete": {
        "type": "array",
        "items": {
          "type": "string"
        }
      }
    },
    "additionalProperties": false
  },
  "CredentialVaultState": {
    "type": "object",
    "required": [
      "revision",
      "credentials",
      "bindings"
    ],
    "properties": {
      "revision": {
        "type": "integer"
      },
      "credentials": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "sourceType",
            "revision"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "sourceType": {
              "type": "string"
            },
            "revision": {
              "type": "integer"
            }
          },
          "additionalProperties": false
        }
      },
      "bindings": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "revision"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "revision": {
              "type": "integer"
            },
            "match": {
              "type": "object",
              "required": [
                "hosts"
              ],
              "properties": {
                "schemes": {
                  "type": "array",
                  "items": {
                    "type": "string",
                    "enum": [
                      "https",
                      "http"
                    ]
                  },
                  "default": [
                    "https"
                  ]
                },
                "ports": {
                  "type": "array",
                  "items": {
                    "type": "integer"
                  },
                  "default": [
                    443
                  ]
                },
                "hosts": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                },
                "methods": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "GET",
                    "POST",
                    "PUT",
                    "PATCH",
                    "DELETE"
                  ]
                },
                "paths": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "/*"
                  ]
                }
              },
              "additionalProperties": false
            },
            "auth": {
              "type": "object",
              "required": [
                "type"
              ],
              "properties": {
                "type": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                }
              },
              "additionalProperties": false
            }
          },
          "additionalProperties": false
        }
      }
    },
    "additionalProperties": false
  },
  "CredentialListResponse": {
    "type": "object",
    "required": [
      "revision",
      "credentials"
    ],
    "properties": {
      "revision": {
        "type": "integer"
      },
      "credentials": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "sourceType",
            "revision"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "sourceType": {
              "type": "string"
            },
            "revision": {
              "type": "integer"
            }
          },
          "additionalProperties": false
        }
      }
    },
    "additionalProperties": false
  },
  "CredentialBindingListResponse": {
    "type": "object",
    "required": [
      "revision",
      "bindings"
    ],
    "properties": {
      "revision": {
        "type": "integer"
      },
      "bindings": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "revision"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "revision": {
              "type": "integer"
            },
            "match": {
              "type": "object",
              "required": [
                "hosts"
              ],
              "properties": {
                "schemes": {
                  "type": "array",
                  "items": {
                    "type": "string",
                    "enum": [
                      "https",
                      "http"
                    ]
                  },
                  "default": [
                    "https"
                  ]
                },
                "ports": {
                  "type": "array",
                  "items": {
                    "type": "integer"
                  },
                  "default": [
                    443
                  ]
                },
                "hosts": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                },
                "methods": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "GET",
                    "POST",
                    "PUT",
                    "PATCH",
                    "DELETE"
                  ]
                },
                "paths": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "/*"
                  ]
                }
              },
              "additionalProperties": false
            },
            "auth": {
              "type": "object",
              "required": [
                "type"
              ],
              "properties": {
                "type": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                }
              },
              "additionalProperties": false
            }
          },
          "additionalProperties": false
        }
      }
    },
    "additionalProperties": false
  },
  "CredentialMetadata": {
    "type": "object",
    "required": [
      "name",
      "sourceType",
      "revision"
    ],
    "properties": {
      "name": {
        "type": "string"
      },
      "sourceType": {
        "type": "string"
      },
      "revision": {
        "type": "integer"
      }
    },
    "additionalProperties": false
  },
  "CredentialBindingMetadata": {
    "type": "object",
    "required": [
      "name",
      "revision"
    ],
    "properties": {
      "name": {
        "type": "string"
      },
      "revision": {
        "type": "integer"
      },
      "match": {
        "type": "object",
        "required": [
          "hosts"
        ],
        "properties": {
          "schemes": {
            "type": "array",
            "items": {
              "type": "string",
              "enum": [
                "https",
                "http"
              ]
            },
            "default": [
              "https"
            ]
          },
          "ports": {
            "type": "array",
            "items": {
              "type": "integer"
            },
            "default": [
              443
            ]
          },
          "hosts": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "methods": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "default": [
              "GET",
              "POST",
              "PUT",
              "PATCH",
              "DELETE"
            ]
          },
          "paths": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "default": [
              "/*"
            ]
          }
        },
        "additionalProperties": false
      },
      "auth": {
        "type": "object",
        "required": [
          "type"
        ],
        "properties": {
          "type": {
            "type": "string"
          },
          "name": {
            "type": "string"
          }
        },
        "additionalProperties": false
      }
    },
    "additionalProperties": false
  },
  "Credential": {
    "type": "object",
    "required": [
      "name",
      "source"
    ],
    "properties": {
      "name": {
        "type": "string"
      },
      "source": {
        "type": "object",
        "required": [
          "type"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "inline"
            ]
          }
        },
        "additionalProperties": false
      }
    },
    "additionalProperties": false
  },
  "InlineCredentialSource": {
    "type": "object",
    "required": [
      "type"
    ],
    "properties": {
      "type": {
        "type": "string",
        "enum": [
          "inline"
        ]
      }
    },
    "additionalProperties": false
  },
  "CredentialBinding": {
    "type": "object",
    "required": [
      "name",
      "match",
      "auth"
    ],
    "properties": {
      "name": {
        "type": "string"
      },
      "match": {
        "type": "object",
        "required": [
          "hosts"
        ],
        "properties": {
          "schemes": {
            "type": "array",
            "items": {
              "type": "string",
              "enum": [
                "https",
                "http"
              ]
            },
            "default": [
              "https"
            ]
          },
          "ports": {
            "type": "array",
            "items": {
              "type": "integer"
            },
            "default": [
              443
            ]
          },
          "hosts": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "methods": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "default": [
              "GET",
              "POST",
              "PUT",
              "PATCH",
              "DELETE"
            ]
          },
          "paths": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "default": [
              "/*"
            ]
          }
        },
        "additionalProperties": false
      },
      "auth": {
        "oneOf": [
          {
            "type": "object",
            "required": [
              "type",
              "credential"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "bearer"
                ]
              },
              "credential": {
                "type": "string"
              }
            },
            "additionalProperties": false
          },
          {
            "type": "object",
            "required": [
              "type",
              "credential"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "basic"
                ]
              },
              "credential": {
                "type": "string",
                "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
              }
            },
            "additionalProperties": false
          },
          {
            "type": "object",
            "required": [
              "type",
              "name",
              "credential"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "apiKey"
                ]
              },
              "name": {
                "type": "string",
                "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
              },
              "credential": {
                "type": "string"
              }
            },
            "additionalProperties": false
          },
          {
            "type": "object",
            "required": [
              "type",
              "headers"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "customHeaders"
                ]
              },
              "headers": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "type": "object",
                  "required": [
                    "name",
                    "credential"
                  ],
                  "properties": {
                    "name": {
                      "type": "string",
                      "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                    },
                    "credential": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": false
                }
              }
            },
            "additionalProperties": false
          }
        ]
      }
    },
    "additionalProperties": false
  },
  "CredentialMatch": {
    "type": "object",
    "required": [
      "hosts"
    ],
    "properties": {
      "schemes": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "https",
            "http"
          ]
        },
        "default": [
          "https"
        ]
      },
      "ports": {
        "type": "array",
        "items": {
          "type": "integer"
        },
        "default": [
          443
        ]
      },
      "hosts": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "methods": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "default": [
          "GET",
          "POST",
          "PUT",
          "PATCH",
          "DELETE"
        ]
      },
      "paths": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "default": [
          "/*"
        ]
      }
    },
    "additionalProperties": false
  },
  "CredentialAuth": {
    "oneOf": [
      {
        "type": "object",
        "required": [
          "type",
          "credential"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "bearer"
            ]
          },
          "credential": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      {
        "type": "object",
        "required": [
          "type",
          "credential"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "basic"
            ]
          },
          "credential": {
            "type": "string",
            "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
          }
        },
        "additionalProperties": false
      },
      {
        "type": "object",
        "required": [
          "type",
          "name",
          "credential"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "apiKey"
            ]
          },
          "name": {
            "type": "string",
            "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
          },
          "credential": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      {
        "type": "object",
        "required": [
          "type",
          "headers"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "customHeaders"
            ]
          },
          "headers": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "object",
              "required": [
                "name",
                "credential"
              ],
              "properties": {
                "name": {
                  "type": "string",
                  "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                },
                "credential": {
                  "type": "string"
                }
              },
              "additionalProperties": false
            }
          }
        },
        "additionalProperties": false
      }
    ]
  },
  "BearerCredentialAuth": {
    "type": "object",
    "required": [
      "type",
      "credential"
    ],
    "properties": {
      "type": {
        "type": "string",
        "enum": [
          "bearer"
        ]
      },
      "credential": {
        "type": "string"
      }
    },
    "additionalProperties": false
  },
  "BasicCredentialAuth": {
    "type": "object",
    "required": [
      "type",
      "credential"
    ],
    "properties": {
      "type": {
        "type": "string",
        "enum": [
          "basic"
        ]
      },
      "credential": {
        "type": "string",
        "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
      }
    },
    "additionalProperties": false
  },
  "ApiKeyCredentialAuth": {
    "type": "object",
    "required": [
      "type",
      "name",
      "credential"
    ],
    "properties": {
      "type": {
        "type": "string",
        "enum": [
          "apiKey"
        ]
      },
      "name": {
        "type": "string",
        "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
      },
      "credential": {
        "type": "string"
      }
    },
    "additionalProperties": false
  },
  "CustomHeadersCredentialAuth": {
    "type": "object",
    "required": [
      "type",
      "headers"
    ],
    "properties": {
      "type": {
        "type": "string",
        "enum": [
          "customHeaders"
        ]
      },
      "headers": {
        "type": "array",
        "minItems": 1,
        "items": {
          "type": "object",
          "required": [
            "name",
            "credential"
          ],
          "properties": {
            "name": {
              "type": "string",
              "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
            },
            "credential": {
              "type": "string"
            }
          },
          "additionalProperties": false
        }
      }
    },
    "additionalProperties": false
  },
  "CustomHeaderEntry": {
    "type": "object",
    "required": [
      "name",
      "credential"
    ],
    "properties": {
      "name": {
        "type": "string",
        "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
      },
      "credential": {
        "type": "string"
      }
    },
    "additionalProperties": false
  },
  "CredentialAuthMetadata": {
    "type": "object",
    "required": [
      "type"
    ],
    "properties": {
      "type": {
        "type": "string"
      },
      "name": {
        "type": "string"
      }
    },
    "additionalProperties": false
  },
  "ErrorResponse": {
    "type": "object",
    "required": [
      "code",
      "message"
    ],
    "properties": {
      "code": {
        "type": "string",
        "description": "Stable upper-case code (see docs/ERRORS.md of the lifecycle server)."
      },
      "message": {
        "type": "string"
      }
    }
  },
  "CredentialVaultCreateRequestWritable": {
    "type": "object",
    "description": "The first revision of the vault.",
    "required": [
      "credentials",
      "bindings"
    ],
    "properties": {
      "credentials": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "source"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "source": {
              "type": "object",
              "required": [
                "type",
                "value"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "enum": [
                    "inline"
                  ]
                },
                "value": {
                  "type": "string",
                  "writeOnly": true
                }
              },
              "additionalProperties": false
            }
          },
          "additionalProperties": false
        }
      },
      "bindings": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "match",
            "auth"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "match": {
              "type": "object",
              "required": [
                "hosts"
              ],
              "properties": {
                "schemes": {
                  "type": "array",
                  "items": {
                    "type": "string",
                    "enum": [
                      "https",
                      "http"
                    ]
                  },
                  "default": [
                    "https"
                  ]
                },
                "ports": {
                  "type": "array",
                  "items": {
                    "type": "integer"
                  },
                  "default": [
                    443
                  ]
                },
                "hosts": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                },
                "methods": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "GET",
                    "POST",
                    "PUT",
                    "PATCH",
                    "DELETE"
                  ]
                },
                "paths": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "default": [
                    "/*"
                  ]
                }
              },
              "additionalProperties": false
            },
            "auth": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "type",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "bearer"
                      ]
                    },
                    "credential": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "basic"
                      ]
                    },
                    "credential": {
                      "type": "string",
                      "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "name",
                    "credential"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "apiKey"
                      ]
                    },
                    "name": {
                      "type": "string",
                      "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                    },
                    "credential": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": false
                },
                {
                  "type": "object",
                  "required": [
                    "type",
                    "headers"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "customHeaders"
                      ]
                    },
                    "headers": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "type": "object",
                        "required": [
                          "name",
                          "credential"
                        ],
                        "properties": {
                          "name": {
                            "type": "string",
                            "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                          },
                          "credential": {
                            "type": "string"
                          }
                        },
                        "additionalProperties": false
                      }
                    }
                  },
                  "additionalProperties": false
                }
              ]
            }
          },
          "additionalProperties": false
        }
      }
    },
    "additionalProperties": false
  },
  "CredentialVaultMutationRequestWritable": {
    "type": "object",
    "properties": {
      "expectedRevision": {
        "type": "integer",
        "description": "The vault's current revision; another revision leaves the vault unchanged (409)."
      },
      "credentials": {
        "type": "object",
        "properties": {
          "add": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "source"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "source": {
                  "type": "object",
                  "required": [
                    "type",
                    "value"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "inline"
                      ]
                    },
                    "value": {
                      "type": "string",
                      "writeOnly": true
                    }
                  },
                  "additionalProperties": false
                }
              },
              "additionalProperties": false
            }
          },
          "replace": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "source"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "source": {
                  "type": "object",
                  "required": [
                    "type",
                    "value"
                  ],
                  "properties": {
                    "type": {
                      "type": "string",
                      "enum": [
                        "inline"
                      ]
                    },
                    "value": {
                      "type": "string",
                      "writeOnly": true
                    }
                  },
                  "additionalProperties": false
                }
              },
              "additionalProperties": false
            }
          },
          "delete": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "additionalProperties": false
      },
      "bindings": {
        "type": "object",
        "properties": {
          "add": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "match",
                "auth"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "match": {
                  "type": "object",
                  "required": [
                    "hosts"
                  ],
                  "properties": {
                    "schemes": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "enum": [
                          "https",
                          "http"
                        ]
                      },
                      "default": [
                        "https"
                      ]
                    },
                    "ports": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "default": [
                        443
                      ]
                    },
                    "hosts": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      }
                    },
                    "methods": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "default": [
                        "GET",
                        "POST",
                        "PUT",
                        "PATCH",
                        "DELETE"
                      ]
                    },
                    "paths": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "default": [
                        "/*"
                      ]
                    }
                  },
                  "additionalProperties": false
                },
                "auth": {
                  "oneOf": [
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "bearer"
                          ]
                        },
                        "credential": {
                          "type": "string"
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "basic"
                          ]
                        },
                        "credential": {
                          "type": "string",
                          "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "name",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "apiKey"
                          ]
                        },
                        "name": {
                          "type": "string",
                          "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                        },
                        "credential": {
                          "type": "string"
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "headers"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "customHeaders"
                          ]
                        },
                        "headers": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "object",
                            "required": [
                              "name",
                              "credential"
                            ],
                            "properties": {
                              "name": {
                                "type": "string",
                                "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                              },
                              "credential": {
                                "type": "string"
                              }
                            },
                            "additionalProperties": false
                          }
                        }
                      },
                      "additionalProperties": false
                    }
                  ]
                }
              },
              "additionalProperties": false
            }
          },
          "replace": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "match",
                "auth"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "match": {
                  "type": "object",
                  "required": [
                    "hosts"
                  ],
                  "properties": {
                    "schemes": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "enum": [
                          "https",
                          "http"
                        ]
                      },
                      "default": [
                        "https"
                      ]
                    },
                    "ports": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "default": [
                        443
                      ]
                    },
                    "hosts": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      }
                    },
                    "methods": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "default": [
                        "GET",
                        "POST",
                        "PUT",
                        "PATCH",
                        "DELETE"
                      ]
                    },
                    "paths": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "default": [
                        "/*"
                      ]
                    }
                  },
                  "additionalProperties": false
                },
                "auth": {
                  "oneOf": [
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "bearer"
                          ]
                        },
                        "credential": {
                          "type": "string"
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "basic"
                          ]
                        },
                        "credential": {
                          "type": "string",
                          "description": "Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`."
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "name",
                        "credential"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "apiKey"
                          ]
                        },
                        "name": {
                          "type": "string",
                          "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                        },
                        "credential": {
                          "type": "string"
                        }
                      },
                      "additionalProperties": false
                    },
                    {
                      "type": "object",
                      "required": [
                        "type",
                        "headers"
                      ],
                      "properties": {
                        "type": {
                          "type": "string",
                          "enum": [
                            "customHeaders"
                          ]
                        },
                        "headers": {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "type": "object",
                            "required": [
                              "name",
                              "credential"
                            ],
                            "properties": {
                              "name": {
                                "type": "string",
                                "pattern": "^[A-Za-z0-9!#$%&'*+\\-.^_`|~]+$"
                              },
                              "credential": {
                                "type": "string"
                              }
                            },
                            "additionalProperties": false
                          }
                        }
                      },
                      "additionalProperties": false
                    }
                  ]
                }
              },
              "additionalProperties": false
            }
          },
          "delete": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "additionalProperties": false
      }
    },
    "additionalProperties": false
  },
  "CredentialMutationSetWritable": {
    "type": "object",
    "properties": {
      "add": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "source"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "source": {
              "type": "object",
              "required": [
                "type",
                "value"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "enum": [
                    "inline"
                  ]
                },
                "value": {
                  "type": "string",
                  "writeOnly": true
                }
              },
              "additionalProperties": false
            }
          },
          "additionalProperties": false
        }
      },
      "replace": {
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "source"
          ],
          "properties": {
            "name": {
              "type": "string"
            },
            "source": {
              "type": "object",
              "required": [
                "type",
                "value"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "enum": [
                    "inline"
                  ]
                },
                "value": {
                  "type": "string",
                  "writeOnly": true
                }
              },
              "additionalProperties": false
            }
          },
          "additionalProperties": false
        }
      },
      "delete": {
        "type": "array",
        "items": {
          "type": "string"
        }
      }
    },
    "additionalProperties": false
  },
  "CredentialWritable": {
    "type": "object",
    "required": [
      "name",
      "source"
    ],
    "properties": {
      "name": {
        "type": "string"
      },
      "source": {
        "type": "object",
        "required": [
          "type",
          "value"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "inline"
            ]
          },
          "value": {
            "type": "string",
            "writeOnly": true
          }
        },
        "additionalProperties": false
      }
    },
    "additionalProperties": false
  },
  "InlineCredentialSourceWritable": {
    "type": "object",
    "required": [
      "type",
      "value"
    ],
    "properties": {
      "type": {
        "type": "string",
        "enum": [
          "inline"
        ]
      },
      "value": {
        "type": "string",
        "writeOnly": true
      }
    },
    "additionalProperties": false
  }
} as const;
