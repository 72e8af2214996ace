// This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/generate.ts). Do not edit.

/** Request schemas per operation (JSON Schema 2020-12), for fastify route validation. */
export const routes = {
  "getHealth": {
    "method": "GET",
    "path": "/health",
    "url": "/health",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "reportMetricsEvent": {
    "method": "POST",
    "path": "/metrics/events",
    "url": "/metrics/events",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "A lifecycle measurement sent by a client SDK. Unknown fields are allowed.",
        "required": [
          "eventType",
          "createDurationMs",
          "success"
        ],
        "properties": {
          "eventType": {
            "type": "string",
            "description": "What is measured, e.g. `sandbox.create`.",
            "minLength": 1
          },
          "sandboxId": {
            "type": "string"
          },
          "image": {
            "type": "string"
          },
          "createDurationMs": {
            "type": "number",
            "minimum": 0
          },
          "success": {
            "type": "boolean"
          }
        }
      }
    }
  },
  "listSandboxes": {
    "method": "GET",
    "path": "/sandboxes",
    "url": "/sandboxes",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "state": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "metadata": {
            "type": "string"
          },
          "page": {
            "type": "integer",
            "minimum": 1,
            "default": 1
          },
          "pageSize": {
            "type": "integer",
            "minimum": 1,
            "maximum": 200,
            "default": 20
          }
        }
      }
    }
  },
  "createSandbox": {
    "method": "POST",
    "path": "/sandboxes",
    "url": "/sandboxes",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "object",
        "description": "What to start. Cross-field rules the schema cannot express are listed on the\n`createSandbox` operation; the server enforces them. Unknown top-level properties are\nignored so that newer clients keep working.\n",
        "dependentRequired": {
          "image": [
            "entrypoint"
          ]
        },
        "properties": {
          "image": {
            "type": "object",
            "description": "Container image to start the sandbox from.",
            "required": [
              "uri"
            ],
            "additionalProperties": false,
            "properties": {
              "uri": {
                "type": "string",
                "minLength": 1,
                "description": "Image reference as understood by the container runtime.",
                "examples": [
                  "python:3.12-slim",
                  "ghcr.io/acme/tools:1.4",
                  "registry.internal:5000/app@sha256:0f1e2d"
                ]
              },
              "auth": {
                "type": "object",
                "description": "Credentials for pulling from a private registry. Never returned by the server.",
                "required": [
                  "username",
                  "password"
                ],
                "additionalProperties": false,
                "properties": {
                  "username": {
                    "type": "string",
                    "description": "Registry user name."
                  },
                  "password": {
                    "type": "string",
                    "description": "Registry password or access token."
                  }
                }
              }
            }
          },
          "snapshotId": {
            "type": "string",
            "minLength": 1,
            "description": "Start from this snapshot instead of an image. Exclusive with `image`."
          },
          "platform": {
            "type": "object",
            "description": "Operating system and CPU architecture the sandbox must run on. When omitted, the runtime\npicks its default. When given and the runtime cannot honour it, creation fails.\n",
            "required": [
              "os",
              "arch"
            ],
            "additionalProperties": false,
            "properties": {
              "os": {
                "type": "string",
                "enum": [
                  "linux",
                  "windows"
                ],
                "description": "Target operating system."
              },
              "arch": {
                "type": "string",
                "enum": [
                  "amd64",
                  "arm64"
                ],
                "description": "Target CPU architecture."
              }
            }
          },
          "timeout": {
            "type": [
              "integer",
              "null"
            ],
            "minimum": 60,
            "description": "Lifetime in seconds, at least 60; the sandbox is deleted automatically when it runs\nout (see `expiresAt`, `renewSandboxExpiration`). Omitted or null: no expiry, the\nsandbox lives until deleted. The server may cap the value: this implementation answers\na value (or a renewal) beyond its maximum with `400` and code `TIMEOUT_TOO_LONG`, the\nmessage naming the maximum.\n"
          },
          "resourceLimits": {
            "type": "object",
            "description": "Resource caps by resource name, values in Kubernetes quantity notation. Recognised\nnames: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or\n`all`), `disk` (what the sandbox may write to its own filesystem, volumes not\nincluded, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`\nor `disk` and refuses values above its maxima (`400`).\n",
            "additionalProperties": {
              "type": "string"
            },
            "examples": [
              {
                "cpu": "500m",
                "memory": "512Mi"
              }
            ]
          },
          "env": {
            "type": "object",
            "description": "Environment variables of the sandbox's processes.",
            "additionalProperties": {
              "type": "string"
            }
          },
          "metadata": {
            "type": "object",
            "description": "Free labels for filtering and bookkeeping (`name` is conventionally a display\nname). Keys starting with `opensandbox.io/` are reserved and rejected. Servers that\nstore metadata as Kubernetes labels also require label-compatible keys and values\n(values at most 63 characters of `[A-Za-z0-9._-]`, starting and ending\nalphanumeric).\n",
            "additionalProperties": {
              "type": "string"
            }
          },
          "entrypoint": {
            "type": "array",
            "minItems": 1,
            "description": "Main process of the sandbox as `[executable, arg, ...]`; the sandbox lives as long as\nit runs. Required with `image`. Optional with `snapshotId`, where it defaults to the\nentrypoint of the sandbox the snapshot was taken from. SDKs usually send\n`[tail, -f, /dev/null]`.\n",
            "items": {
              "type": "string"
            }
          },
          "networkPolicy": {
            "type": "object",
            "description": "Outbound traffic policy, enforced outside the sandbox (by address: DNS answers of\nallowed names open their addresses; everything else is dropped). Rules are checked in\norder and the first match wins; without a match `defaultAction` applies. An empty object\nallows everything until rules are added at run time through the egress API (the endpoint\nof port 18080, `specs/egress-api.yaml`). Runtimes that cannot enforce it refuse it\n(`400 NOT_SUPPORTED`).\n",
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
                "description": "Ordered rules.",
                "maxItems": 1024,
                "items": {
                  "type": "object",
                  "description": "One egress rule.",
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
                      ],
                      "description": "What to do with matching traffic."
                    },
                    "target": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 253,
                      "description": "Domain name (`pypi.org`), wildcard domain (`*.example.com`: every subdomain, not\nthe apex), IPv4 or IPv6 address, or CIDR range (`10.0.0.0/8`, `2001:db8::/32`).\n"
                    }
                  }
                }
              }
            }
          },
          "credentialProxy": {
            "type": "object",
            "description": "Opt-in to the credential-injecting egress proxy (transparent TLS interception with a\nper-sandbox CA that is installed into the sandbox). Requires `networkPolicy`.\n",
            "additionalProperties": false,
            "properties": {
              "enabled": {
                "type": "boolean",
                "default": false,
                "description": "Turn the credential proxy on."
              }
            }
          },
          "secureAccess": {
            "type": "boolean",
            "default": false,
            "description": "Require per-sandbox access credentials on endpoints (Kubernetes gateway only);\nthe headers to send are then returned by `getSandboxEndpoint`.\n"
          },
          "volumes": {
            "type": "array",
            "description": "Storage mounts.",
            "items": {
              "type": "object",
              "description": "A storage mount. Exactly one of `host`, `pvc` and `ossfs` selects the backend; the other\nfields say where and how it is mounted.\n",
              "required": [
                "name",
                "mountPath"
              ],
              "additionalProperties": false,
              "properties": {
                "name": {
                  "type": "string",
                  "description": "Name of the mount, unique within the sandbox; a DNS label.",
                  "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
                  "maxLength": 63
                },
                "host": {
                  "type": "object",
                  "description": "Bind mount of a directory (or file) of the machine running the sandbox. Only paths under\nthe server's configured allow-list are accepted.\n",
                  "required": [
                    "path"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "path": {
                      "type": "string",
                      "description": "Absolute host path (`/...`, or a drive such as `C:\\` on Windows hosts).",
                      "pattern": "^(/|[A-Za-z]:[\\\\/])"
                    }
                  }
                },
                "pvc": {
                  "type": "object",
                  "description": "A named volume managed by the platform: a Docker named volume, or a Kubernetes\nPersistentVolumeClaim. It can be created on demand.\n",
                  "required": [
                    "claimName"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "claimName": {
                      "type": "string",
                      "description": "Volume (or claim) name; a DNS label.",
                      "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
                      "maxLength": 253
                    },
                    "createIfNotExists": {
                      "type": "boolean",
                      "default": true,
                      "description": "Create the volume when it does not exist yet; when false a missing volume is an error."
                    },
                    "deleteOnSandboxTermination": {
                      "type": "boolean",
                      "default": false,
                      "description": "Remove the volume when the sandbox is deleted, provided the server created it for\nthis sandbox. Pre-existing volumes are never removed.\n"
                    },
                    "storageClass": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "Kubernetes storage class for a created claim; null means the cluster default. Ignored by Docker."
                    },
                    "storage": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "Requested capacity of a created claim, e.g. `10Gi`. Ignored by Docker.",
                      "pattern": "^\\d+(\\.\\d+)?(Ki|Mi|Gi|Ti|Pi|Ei)?$"
                    },
                    "accessModes": {
                      "type": [
                        "array",
                        "null"
                      ],
                      "description": "Access modes of a created claim; defaults to `[ReadWriteOnce]`. Ignored by Docker.",
                      "items": {
                        "type": "string"
                      }
                    }
                  }
                },
                "ossfs": {
                  "type": "object",
                  "description": "Alibaba Cloud OSS bucket mounted with ossfs on the host and bound into the sandbox\n(Linux hosts with FUSE only). Use `Volume.subPath` to pick a prefix.\n",
                  "required": [
                    "bucket",
                    "endpoint",
                    "accessKeyId",
                    "accessKeySecret"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "bucket": {
                      "type": "string",
                      "minLength": 3,
                      "maxLength": 63,
                      "description": "Bucket name."
                    },
                    "endpoint": {
                      "type": "string",
                      "minLength": 1,
                      "description": "OSS endpoint host, e.g. `oss-cn-hangzhou.aliyuncs.com`."
                    },
                    "version": {
                      "type": "string",
                      "enum": [
                        "1.0",
                        "2.0"
                      ],
                      "default": "2.0",
                      "description": "Major version of ossfs to mount with."
                    },
                    "options": {
                      "type": "array",
                      "description": "Extra ossfs mount options, each without leading dashes.",
                      "items": {
                        "type": "string"
                      }
                    },
                    "accessKeyId": {
                      "type": "string",
                      "minLength": 1,
                      "description": "Access key id."
                    },
                    "accessKeySecret": {
                      "type": "string",
                      "minLength": 1,
                      "description": "Access key secret."
                    }
                  }
                },
                "mountPath": {
                  "type": "string",
                  "description": "Absolute path inside the sandbox where the volume appears.",
                  "pattern": "^/"
                },
                "readOnly": {
                  "type": "boolean",
                  "default": false,
                  "description": "Mount read-only."
                },
                "subPath": {
                  "type": "string",
                  "description": "Sub-directory of the backend to mount instead of its root: relative, without `..`\nsegments. For `ossfs` it is the bucket prefix.\n",
                  "pattern": "^(?!/)(?!(.*/)?\\.\\.(/|$)).*$"
                }
              },
              "oneOf": [
                {
                  "required": [
                    "host"
                  ]
                },
                {
                  "required": [
                    "pvc"
                  ]
                },
                {
                  "required": [
                    "ossfs"
                  ]
                }
              ]
            }
          },
          "extensions": {
            "type": "object",
            "description": "Provider-specific or experimental settings, passed through opaquely by SDKs.\nKnown keys: `access.renew.extend.seconds` (`\"300\"`..`\"86400\"`: extend the expiry on\nevery proxied access), `poolRef` (the warm pool to serve the sandbox from, see `listPools`).\n",
            "additionalProperties": {
              "type": "string"
            }
          }
        }
      }
    }
  },
  "getSandbox": {
    "method": "GET",
    "path": "/sandboxes/{sandboxId}",
    "url": "/sandboxes/:sandboxId",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sandboxId"
        ]
      }
    }
  },
  "deleteSandbox": {
    "method": "DELETE",
    "path": "/sandboxes/{sandboxId}",
    "url": "/sandboxes/:sandboxId",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sandboxId"
        ]
      }
    }
  },
  "patchSandboxMetadata": {
    "method": "PATCH",
    "path": "/sandboxes/{sandboxId}/metadata",
    "url": "/sandboxes/:sandboxId/metadata",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sandboxId"
        ]
      },
      "body": {
        "type": "object",
        "description": "JSON Merge Patch of the metadata map: string values set keys, `null` removes them,\nabsent keys stay.\n",
        "additionalProperties": {
          "type": [
            "string",
            "null"
          ]
        }
      }
    }
  },
  "pauseSandbox": {
    "method": "POST",
    "path": "/sandboxes/{sandboxId}/pause",
    "url": "/sandboxes/:sandboxId/pause",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sandboxId"
        ]
      }
    }
  },
  "resumeSandbox": {
    "method": "POST",
    "path": "/sandboxes/{sandboxId}/resume",
    "url": "/sandboxes/:sandboxId/resume",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sandboxId"
        ]
      }
    }
  },
  "renewSandboxExpiration": {
    "method": "POST",
    "path": "/sandboxes/{sandboxId}/renew-expiration",
    "url": "/sandboxes/:sandboxId/renew-expiration",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sandboxId"
        ]
      },
      "body": {
        "type": "object",
        "description": "New expiry time.",
        "required": [
          "expiresAt"
        ],
        "additionalProperties": false,
        "properties": {
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "New absolute expiry (RFC 3339), in the future."
          }
        }
      }
    }
  },
  "getSandboxEndpoint": {
    "method": "GET",
    "path": "/sandboxes/{sandboxId}/endpoints/{port}",
    "url": "/sandboxes/:sandboxId/endpoints/:port",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "sandboxId",
          "port"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "use_server_proxy": {
            "type": "boolean",
            "default": false
          },
          "expires": {
            "type": "string",
            "minLength": 1,
            "maxLength": 20,
            "pattern": "^(0|[1-9][0-9]*)$"
          }
        }
      }
    }
  },
  "createSnapshot": {
    "method": "POST",
    "path": "/sandboxes/{sandboxId}/snapshots",
    "url": "/sandboxes/:sandboxId/snapshots",
    "bodyRequired": false,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sandboxId"
        ]
      },
      "body": {
        "type": "object",
        "description": "Optional settings of a new snapshot.",
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "description": "Human-readable name."
          }
        }
      }
    }
  },
  "proxySandboxPortGet": {
    "method": "GET",
    "path": "/sandboxes/{sandboxId}/proxy/{port}",
    "url": "/sandboxes/:sandboxId/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "sandboxId",
          "port"
        ]
      }
    }
  },
  "proxySandboxPortPut": {
    "method": "PUT",
    "path": "/sandboxes/{sandboxId}/proxy/{port}",
    "url": "/sandboxes/:sandboxId/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "sandboxId",
          "port"
        ]
      }
    }
  },
  "proxySandboxPortPost": {
    "method": "POST",
    "path": "/sandboxes/{sandboxId}/proxy/{port}",
    "url": "/sandboxes/:sandboxId/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "sandboxId",
          "port"
        ]
      }
    }
  },
  "proxySandboxPortDelete": {
    "method": "DELETE",
    "path": "/sandboxes/{sandboxId}/proxy/{port}",
    "url": "/sandboxes/:sandboxId/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "sandboxId",
          "port"
        ]
      }
    }
  },
  "proxySandboxPortPatch": {
    "method": "PATCH",
    "path": "/sandboxes/{sandboxId}/proxy/{port}",
    "url": "/sandboxes/:sandboxId/proxy/:port",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          }
        },
        "required": [
          "sandboxId",
          "port"
        ]
      }
    }
  },
  "proxySandboxPortPathGet": {
    "method": "GET",
    "path": "/sandboxes/{sandboxId}/proxy/{port}/{path}",
    "url": "/sandboxes/:sandboxId/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "path"
        ]
      }
    }
  },
  "proxySandboxPortPathPut": {
    "method": "PUT",
    "path": "/sandboxes/{sandboxId}/proxy/{port}/{path}",
    "url": "/sandboxes/:sandboxId/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "path"
        ]
      }
    }
  },
  "proxySandboxPortPathPost": {
    "method": "POST",
    "path": "/sandboxes/{sandboxId}/proxy/{port}/{path}",
    "url": "/sandboxes/:sandboxId/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "path"
        ]
      }
    }
  },
  "proxySandboxPortPathDelete": {
    "method": "DELETE",
    "path": "/sandboxes/{sandboxId}/proxy/{port}/{path}",
    "url": "/sandboxes/:sandboxId/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "path"
        ]
      }
    }
  },
  "proxySandboxPortPathPatch": {
    "method": "PATCH",
    "path": "/sandboxes/{sandboxId}/proxy/{port}/{path}",
    "url": "/sandboxes/:sandboxId/proxy/:port/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "path"
        ]
      }
    }
  },
  "proxySandboxPortSignedGet": {
    "method": "GET",
    "path": "/sandboxes/{sandboxId}/signed/{port}/{token}",
    "url": "/sandboxes/:sandboxId/signed/:port/:token",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "token": {
            "type": "string",
            "pattern": "^[0-9a-z]{1,13}\\.[0-9]{1,9}\\.[A-Za-z0-9_-]{43}$"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "token"
        ]
      }
    }
  },
  "proxySandboxPortSignedPut": {
    "method": "PUT",
    "path": "/sandboxes/{sandboxId}/signed/{port}/{token}",
    "url": "/sandboxes/:sandboxId/signed/:port/:token",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "token": {
            "type": "string",
            "pattern": "^[0-9a-z]{1,13}\\.[0-9]{1,9}\\.[A-Za-z0-9_-]{43}$"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "token"
        ]
      }
    }
  },
  "proxySandboxPortSignedPost": {
    "method": "POST",
    "path": "/sandboxes/{sandboxId}/signed/{port}/{token}",
    "url": "/sandboxes/:sandboxId/signed/:port/:token",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "token": {
            "type": "string",
            "pattern": "^[0-9a-z]{1,13}\\.[0-9]{1,9}\\.[A-Za-z0-9_-]{43}$"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "token"
        ]
      }
    }
  },
  "proxySandboxPortSignedDelete": {
    "method": "DELETE",
    "path": "/sandboxes/{sandboxId}/signed/{port}/{token}",
    "url": "/sandboxes/:sandboxId/signed/:port/:token",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "token": {
            "type": "string",
            "pattern": "^[0-9a-z]{1,13}\\.[0-9]{1,9}\\.[A-Za-z0-9_-]{43}$"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "token"
        ]
      }
    }
  },
  "proxySandboxPortSignedPatch": {
    "method": "PATCH",
    "path": "/sandboxes/{sandboxId}/signed/{port}/{token}",
    "url": "/sandboxes/:sandboxId/signed/:port/:token",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "token": {
            "type": "string",
            "pattern": "^[0-9a-z]{1,13}\\.[0-9]{1,9}\\.[A-Za-z0-9_-]{43}$"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "token"
        ]
      }
    }
  },
  "proxySandboxPortSignedPathGet": {
    "method": "GET",
    "path": "/sandboxes/{sandboxId}/signed/{port}/{token}/{path}",
    "url": "/sandboxes/:sandboxId/signed/:port/:token/:path",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "token": {
            "type": "string",
            "pattern": "^[0-9a-z]{1,13}\\.[0-9]{1,9}\\.[A-Za-z0-9_-]{43}$"
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "token",
          "path"
        ]
      }
    }
  },
  "proxySandboxPortSignedPathPut": {
    "method": "PUT",
    "path": "/sandboxes/{sandboxId}/signed/{port}/{token}/{path}",
    "url": "/sandboxes/:sandboxId/signed/:port/:token/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "token": {
            "type": "string",
            "pattern": "^[0-9a-z]{1,13}\\.[0-9]{1,9}\\.[A-Za-z0-9_-]{43}$"
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "token",
          "path"
        ]
      }
    }
  },
  "proxySandboxPortSignedPathPost": {
    "method": "POST",
    "path": "/sandboxes/{sandboxId}/signed/{port}/{token}/{path}",
    "url": "/sandboxes/:sandboxId/signed/:port/:token/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "token": {
            "type": "string",
            "pattern": "^[0-9a-z]{1,13}\\.[0-9]{1,9}\\.[A-Za-z0-9_-]{43}$"
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "token",
          "path"
        ]
      }
    }
  },
  "proxySandboxPortSignedPathDelete": {
    "method": "DELETE",
    "path": "/sandboxes/{sandboxId}/signed/{port}/{token}/{path}",
    "url": "/sandboxes/:sandboxId/signed/:port/:token/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "token": {
            "type": "string",
            "pattern": "^[0-9a-z]{1,13}\\.[0-9]{1,9}\\.[A-Za-z0-9_-]{43}$"
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "token",
          "path"
        ]
      }
    }
  },
  "proxySandboxPortSignedPathPatch": {
    "method": "PATCH",
    "path": "/sandboxes/{sandboxId}/signed/{port}/{token}/{path}",
    "url": "/sandboxes/:sandboxId/signed/:port/:token/:path",
    "bodyRequired": false,
    "contentTypes": [
      "*/*"
    ],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "port": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65535
          },
          "token": {
            "type": "string",
            "pattern": "^[0-9a-z]{1,13}\\.[0-9]{1,9}\\.[A-Za-z0-9_-]{43}$"
          },
          "path": {
            "type": "string"
          }
        },
        "required": [
          "sandboxId",
          "port",
          "token",
          "path"
        ]
      }
    }
  },
  "getSandboxDiagnosticLogs": {
    "method": "GET",
    "path": "/sandboxes/{sandboxId}/diagnostics/logs",
    "url": "/sandboxes/:sandboxId/diagnostics/logs",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sandboxId"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "scope": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "scope"
        ]
      }
    }
  },
  "getSandboxDiagnosticEvents": {
    "method": "GET",
    "path": "/sandboxes/{sandboxId}/diagnostics/events",
    "url": "/sandboxes/:sandboxId/diagnostics/events",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "sandboxId"
        ]
      },
      "querystring": {
        "type": "object",
        "properties": {
          "scope": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "scope"
        ]
      }
    }
  },
  "listPools": {
    "method": "GET",
    "path": "/pools",
    "url": "/pools",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "listSnapshots": {
    "method": "GET",
    "path": "/snapshots",
    "url": "/snapshots",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "querystring": {
        "type": "object",
        "properties": {
          "sandboxId": {
            "type": "string",
            "minLength": 1
          },
          "state": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "page": {
            "type": "integer",
            "minimum": 1,
            "default": 1
          },
          "pageSize": {
            "type": "integer",
            "minimum": 1,
            "maximum": 200,
            "default": 20
          }
        }
      }
    }
  },
  "getSnapshot": {
    "method": "GET",
    "path": "/snapshots/{snapshotId}",
    "url": "/snapshots/:snapshotId",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "snapshotId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "snapshotId"
        ]
      }
    }
  },
  "deleteSnapshot": {
    "method": "DELETE",
    "path": "/snapshots/{snapshotId}",
    "url": "/snapshots/:snapshotId",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {
      "params": {
        "type": "object",
        "properties": {
          "snapshotId": {
            "type": "string",
            "minLength": 1
          }
        },
        "required": [
          "snapshotId"
        ]
      }
    }
  }
} as const;

export type OperationId = keyof typeof routes;

/** Every component schema, with references inlined. */
export const schemas = {
  "ErrorResponse": {
    "type": "object",
    "description": "Body of every error the server itself produces.",
    "required": [
      "code",
      "message"
    ],
    "additionalProperties": false,
    "properties": {
      "code": {
        "type": "string",
        "description": "Stable machine-readable error code; branch on this, not on `message`. Clients must\ntreat codes they do not know as opaque. Examples: `INVALID_REQUEST`,\n`MISSING_API_KEY`, `INVALID_API_KEY`, `INVALID_METADATA_FORMAT`,\n`SANDBOX_NOT_FOUND`, `SANDBOX_NOT_RUNNING`, `SANDBOX_NOT_PAUSED`, `TIMEOUT_TOO_LONG`,\n`SNAPSHOT_NOT_FOUND`, `SNAPSHOT_NOT_READY`, `PAYLOAD_TOO_LARGE`, `INTERNAL_ERROR`.\nUpstream servers also send namespaced codes such as `DOCKER::SANDBOX_NOT_FOUND`.\n"
      },
      "message": {
        "type": "string",
        "description": "Explanation for humans; wording may change."
      }
    }
  },
  "MetricsEvent": {
    "type": "object",
    "description": "A lifecycle measurement sent by a client SDK. Unknown fields are allowed.",
    "required": [
      "eventType",
      "createDurationMs",
      "success"
    ],
    "properties": {
      "eventType": {
        "type": "string",
        "description": "What is measured, e.g. `sandbox.create`.",
        "minLength": 1
      },
      "sandboxId": {
        "type": "string"
      },
      "image": {
        "type": "string"
      },
      "createDurationMs": {
        "type": "number",
        "minimum": 0
      },
      "success": {
        "type": "boolean"
      }
    }
  },
  "HealthResponse": {
    "type": "object",
    "description": "Liveness report, with the guarantees this server gives its clients.",
    "required": [
      "status"
    ],
    "properties": {
      "status": {
        "type": "string",
        "description": "Always `healthy` when the server answers.",
        "const": "healthy"
      },
      "runningMeansReady": {
        "type": "boolean",
        "description": "`true`: a sandbox is reported `Running` only once its execd answers (until then it\nstays `Pending` with reason `EXECD_STARTING`), so the first request to execd after\n`Running` needs no retry; clients may skip waiting for execd's `/ping`. Absent or\n`false` (upstream servers): `Running` may come before execd listens, and clients\nwait for `/ping` themselves. A `Running` sandbox whose reason is `EXECD_RESTARTING`\nis the exception either way: its execd is being restarted.\n"
      }
    }
  },
  "SandboxState": {
    "description": "Lifecycle state of a sandbox. Known values:\n- `Pending`: being provisioned.\n- `Running`: up and serving.\n- `Pausing`: pause in progress.\n- `Paused`: suspended, state kept.\n- `Resuming`: resume in progress.\n- `Stopping`: termination in progress.\n- `Terminated`: terminated.\n- `Failed`: unrecoverable error.\n\nTransitions: Pending → Running; Running → Pausing → Paused; Paused → Resuming →\nRunning; Running or Paused → Stopping → Terminated; Pending, Running, Paused or\nResuming → Failed.\n\nThe set is open: other servers report further values (e.g. `Allocated`), so clients\nmust accept any string.\n",
    "anyOf": [
      {
        "type": "string",
        "description": "The sandbox states this project defines (see `SandboxState`).",
        "enum": [
          "Pending",
          "Running",
          "Pausing",
          "Paused",
          "Resuming",
          "Stopping",
          "Terminated",
          "Failed"
        ]
      },
      {
        "type": "string"
      }
    ]
  },
  "KnownSandboxState": {
    "type": "string",
    "description": "The sandbox states this project defines (see `SandboxState`).",
    "enum": [
      "Pending",
      "Running",
      "Pausing",
      "Paused",
      "Resuming",
      "Stopping",
      "Terminated",
      "Failed"
    ]
  },
  "SnapshotState": {
    "description": "Lifecycle state of a snapshot. Known values:\n- `Creating`: capture in progress.\n- `Ready`: usable as a sandbox source.\n- `Failed`: capture failed.\n- `Deleting`: removal in progress.\n\nTransitions: Creating → Ready or Failed; Ready → Deleting → (gone). The set is open;\nclients must accept any string.\n",
    "anyOf": [
      {
        "type": "string",
        "description": "The snapshot states this project defines (see `SnapshotState`).",
        "enum": [
          "Creating",
          "Ready",
          "Failed",
          "Deleting"
        ]
      },
      {
        "type": "string"
      }
    ]
  },
  "KnownSnapshotState": {
    "type": "string",
    "description": "The snapshot states this project defines (see `SnapshotState`).",
    "enum": [
      "Creating",
      "Ready",
      "Failed",
      "Deleting"
    ]
  },
  "SandboxStatus": {
    "type": "object",
    "description": "Current state of a sandbox and why it is in it.",
    "required": [
      "state"
    ],
    "properties": {
      "state": {
        "description": "Lifecycle state of a sandbox. Known values:\n- `Pending`: being provisioned.\n- `Running`: up and serving.\n- `Pausing`: pause in progress.\n- `Paused`: suspended, state kept.\n- `Resuming`: resume in progress.\n- `Stopping`: termination in progress.\n- `Terminated`: terminated.\n- `Failed`: unrecoverable error.\n\nTransitions: Pending → Running; Running → Pausing → Paused; Paused → Resuming →\nRunning; Running or Paused → Stopping → Terminated; Pending, Running, Paused or\nResuming → Failed.\n\nThe set is open: other servers report further values (e.g. `Allocated`), so clients\nmust accept any string.\n",
        "anyOf": [
          {
            "type": "string",
            "description": "The sandbox states this project defines (see `SandboxState`).",
            "enum": [
              "Pending",
              "Running",
              "Pausing",
              "Paused",
              "Resuming",
              "Stopping",
              "Terminated",
              "Failed"
            ]
          },
          {
            "type": "string"
          }
        ]
      },
      "reason": {
        "type": "string",
        "description": "Short machine-readable cause of the current state, e.g. `CONTAINER_RUNNING`,\n`CONTAINER_PAUSED`, `CONTAINER_EXITED`, `PROVISIONING_ERROR`.\n"
      },
      "message": {
        "type": "string",
        "description": "Human-readable detail on the state or the failure."
      },
      "lastTransitionAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the sandbox entered its current state."
      }
    }
  },
  "SnapshotStatus": {
    "type": "object",
    "description": "Current state of a snapshot and why it is in it.",
    "required": [
      "state"
    ],
    "additionalProperties": false,
    "properties": {
      "state": {
        "description": "Lifecycle state of a snapshot. Known values:\n- `Creating`: capture in progress.\n- `Ready`: usable as a sandbox source.\n- `Failed`: capture failed.\n- `Deleting`: removal in progress.\n\nTransitions: Creating → Ready or Failed; Ready → Deleting → (gone). The set is open;\nclients must accept any string.\n",
        "anyOf": [
          {
            "type": "string",
            "description": "The snapshot states this project defines (see `SnapshotState`).",
            "enum": [
              "Creating",
              "Ready",
              "Failed",
              "Deleting"
            ]
          },
          {
            "type": "string"
          }
        ]
      },
      "reason": {
        "type": "string",
        "description": "Short machine-readable cause, e.g. `snapshot_accepted`, `snapshot_runtime_ready`,\n`snapshot_runtime_failed`, `snapshot_delete_requested`.\n"
      },
      "message": {
        "type": "string",
        "description": "Human-readable detail, e.g. `Snapshot creation accepted.`"
      },
      "lastTransitionAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the snapshot entered its current state."
      }
    }
  },
  "ImageSpec": {
    "type": "object",
    "description": "Container image to start the sandbox from.",
    "required": [
      "uri"
    ],
    "additionalProperties": false,
    "properties": {
      "uri": {
        "type": "string",
        "minLength": 1,
        "description": "Image reference as understood by the container runtime.",
        "examples": [
          "python:3.12-slim",
          "ghcr.io/acme/tools:1.4",
          "registry.internal:5000/app@sha256:0f1e2d"
        ]
      },
      "auth": {
        "type": "object",
        "description": "Credentials for pulling from a private registry. Never returned by the server.",
        "required": [
          "username",
          "password"
        ],
        "additionalProperties": false,
        "properties": {
          "username": {
            "type": "string",
            "description": "Registry user name."
          },
          "password": {
            "type": "string",
            "description": "Registry password or access token."
          }
        }
      }
    }
  },
  "ImageRegistryAuth": {
    "type": "object",
    "description": "Credentials for pulling from a private registry. Never returned by the server.",
    "required": [
      "username",
      "password"
    ],
    "additionalProperties": false,
    "properties": {
      "username": {
        "type": "string",
        "description": "Registry user name."
      },
      "password": {
        "type": "string",
        "description": "Registry password or access token."
      }
    }
  },
  "PlatformSpec": {
    "type": "object",
    "description": "Operating system and CPU architecture the sandbox must run on. When omitted, the runtime\npicks its default. When given and the runtime cannot honour it, creation fails.\n",
    "required": [
      "os",
      "arch"
    ],
    "additionalProperties": false,
    "properties": {
      "os": {
        "type": "string",
        "enum": [
          "linux",
          "windows"
        ],
        "description": "Target operating system."
      },
      "arch": {
        "type": "string",
        "enum": [
          "amd64",
          "arm64"
        ],
        "description": "Target CPU architecture."
      }
    }
  },
  "ResourceLimits": {
    "type": "object",
    "description": "Resource caps by resource name, values in Kubernetes quantity notation. Recognised\nnames: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or\n`all`), `disk` (what the sandbox may write to its own filesystem, volumes not\nincluded, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`\nor `disk` and refuses values above its maxima (`400`).\n",
    "additionalProperties": {
      "type": "string"
    },
    "examples": [
      {
        "cpu": "500m",
        "memory": "512Mi"
      }
    ]
  },
  "NetworkPolicy": {
    "type": "object",
    "description": "Outbound traffic policy, enforced outside the sandbox (by address: DNS answers of\nallowed names open their addresses; everything else is dropped). Rules are checked in\norder and the first match wins; without a match `defaultAction` applies. An empty object\nallows everything until rules are added at run time through the egress API (the endpoint\nof port 18080, `specs/egress-api.yaml`). Runtimes that cannot enforce it refuse it\n(`400 NOT_SUPPORTED`).\n",
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
        "description": "Ordered rules.",
        "maxItems": 1024,
        "items": {
          "type": "object",
          "description": "One egress rule.",
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
              ],
              "description": "What to do with matching traffic."
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "maxLength": 253,
              "description": "Domain name (`pypi.org`), wildcard domain (`*.example.com`: every subdomain, not\nthe apex), IPv4 or IPv6 address, or CIDR range (`10.0.0.0/8`, `2001:db8::/32`).\n"
            }
          }
        }
      }
    }
  },
  "NetworkRule": {
    "type": "object",
    "description": "One egress rule.",
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
        ],
        "description": "What to do with matching traffic."
      },
      "target": {
        "type": "string",
        "minLength": 1,
        "maxLength": 253,
        "description": "Domain name (`pypi.org`), wildcard domain (`*.example.com`: every subdomain, not\nthe apex), IPv4 or IPv6 address, or CIDR range (`10.0.0.0/8`, `2001:db8::/32`).\n"
      }
    }
  },
  "CredentialProxyConfig": {
    "type": "object",
    "description": "Opt-in to the credential-injecting egress proxy (transparent TLS interception with a\nper-sandbox CA that is installed into the sandbox). Requires `networkPolicy`.\n",
    "additionalProperties": false,
    "properties": {
      "enabled": {
        "type": "boolean",
        "default": false,
        "description": "Turn the credential proxy on."
      }
    }
  },
  "Volume": {
    "type": "object",
    "description": "A storage mount. Exactly one of `host`, `pvc` and `ossfs` selects the backend; the other\nfields say where and how it is mounted.\n",
    "required": [
      "name",
      "mountPath"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "description": "Name of the mount, unique within the sandbox; a DNS label.",
        "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
        "maxLength": 63
      },
      "host": {
        "type": "object",
        "description": "Bind mount of a directory (or file) of the machine running the sandbox. Only paths under\nthe server's configured allow-list are accepted.\n",
        "required": [
          "path"
        ],
        "additionalProperties": false,
        "properties": {
          "path": {
            "type": "string",
            "description": "Absolute host path (`/...`, or a drive such as `C:\\` on Windows hosts).",
            "pattern": "^(/|[A-Za-z]:[\\\\/])"
          }
        }
      },
      "pvc": {
        "type": "object",
        "description": "A named volume managed by the platform: a Docker named volume, or a Kubernetes\nPersistentVolumeClaim. It can be created on demand.\n",
        "required": [
          "claimName"
        ],
        "additionalProperties": false,
        "properties": {
          "claimName": {
            "type": "string",
            "description": "Volume (or claim) name; a DNS label.",
            "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
            "maxLength": 253
          },
          "createIfNotExists": {
            "type": "boolean",
            "default": true,
            "description": "Create the volume when it does not exist yet; when false a missing volume is an error."
          },
          "deleteOnSandboxTermination": {
            "type": "boolean",
            "default": false,
            "description": "Remove the volume when the sandbox is deleted, provided the server created it for\nthis sandbox. Pre-existing volumes are never removed.\n"
          },
          "storageClass": {
            "type": [
              "string",
              "null"
            ],
            "description": "Kubernetes storage class for a created claim; null means the cluster default. Ignored by Docker."
          },
          "storage": {
            "type": [
              "string",
              "null"
            ],
            "description": "Requested capacity of a created claim, e.g. `10Gi`. Ignored by Docker.",
            "pattern": "^\\d+(\\.\\d+)?(Ki|Mi|Gi|Ti|Pi|Ei)?$"
          },
          "accessModes": {
            "type": [
              "array",
              "null"
            ],
            "description": "Access modes of a created claim; defaults to `[ReadWriteOnce]`. Ignored by Docker.",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "ossfs": {
        "type": "object",
        "description": "Alibaba Cloud OSS bucket mounted with ossfs on the host and bound into the sandbox\n(Linux hosts with FUSE only). Use `Volume.subPath` to pick a prefix.\n",
        "required": [
          "bucket",
          "endpoint",
          "accessKeyId",
          "accessKeySecret"
        ],
        "additionalProperties": false,
        "properties": {
          "bucket": {
            "type": "string",
            "minLength": 3,
            "maxLength": 63,
            "description": "Bucket name."
          },
          "endpoint": {
            "type": "string",
            "minLength": 1,
            "description": "OSS endpoint host, e.g. `oss-cn-hangzhou.aliyuncs.com`."
          },
          "version": {
            "type": "string",
            "enum": [
              "1.0",
              "2.0"
            ],
            "default": "2.0",
            "description": "Major version of ossfs to mount with."
          },
          "options": {
            "type": "array",
            "description": "Extra ossfs mount options, each without leading dashes.",
            "items": {
              "type": "string"
            }
          },
          "accessKeyId": {
            "type": "string",
            "minLength": 1,
            "description": "Access key id."
          },
          "accessKeySecret": {
            "type": "string",
            "minLength": 1,
            "description": "Access key secret."
          }
        }
      },
      "mountPath": {
        "type": "string",
        "description": "Absolute path inside the sandbox where the volume appears.",
        "pattern": "^/"
      },
      "readOnly": {
        "type": "boolean",
        "default": false,
        "description": "Mount read-only."
      },
      "subPath": {
        "type": "string",
        "description": "Sub-directory of the backend to mount instead of its root: relative, without `..`\nsegments. For `ossfs` it is the bucket prefix.\n",
        "pattern": "^(?!/)(?!(.*/)?\\.\\.(/|$)).*$"
      }
    },
    "oneOf": [
      {
        "required": [
          "host"
        ]
      },
      {
        "required": [
          "pvc"
        ]
      },
      {
        "required": [
          "ossfs"
        ]
      }
    ]
  },
  "HostVolumeSource": {
    "type": "object",
    "description": "Bind mount of a directory (or file) of the machine running the sandbox. Only paths under\nthe server's configured allow-list are accepted.\n",
    "required": [
      "path"
    ],
    "additionalProperties": false,
    "properties": {
      "path": {
        "type": "string",
        "description": "Absolute host path (`/...`, or a drive such as `C:\\` on Windows hosts).",
        "pattern": "^(/|[A-Za-z]:[\\\\/])"
      }
    }
  },
  "PvcVolumeSource": {
    "type": "object",
    "description": "A named volume managed by the platform: a Docker named volume, or a Kubernetes\nPersistentVolumeClaim. It can be created on demand.\n",
    "required": [
      "claimName"
    ],
    "additionalProperties": false,
    "properties": {
      "claimName": {
        "type": "string",
        "description": "Volume (or claim) name; a DNS label.",
        "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
        "maxLength": 253
      },
      "createIfNotExists": {
        "type": "boolean",
        "default": true,
        "description": "Create the volume when it does not exist yet; when false a missing volume is an error."
      },
      "deleteOnSandboxTermination": {
        "type": "boolean",
        "default": false,
        "description": "Remove the volume when the sandbox is deleted, provided the server created it for\nthis sandbox. Pre-existing volumes are never removed.\n"
      },
      "storageClass": {
        "type": [
          "string",
          "null"
        ],
        "description": "Kubernetes storage class for a created claim; null means the cluster default. Ignored by Docker."
      },
      "storage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Requested capacity of a created claim, e.g. `10Gi`. Ignored by Docker.",
        "pattern": "^\\d+(\\.\\d+)?(Ki|Mi|Gi|Ti|Pi|Ei)?$"
      },
      "accessModes": {
        "type": [
          "array",
          "null"
        ],
        "description": "Access modes of a created claim; defaults to `[ReadWriteOnce]`. Ignored by Docker.",
        "items": {
          "type": "string"
        }
      }
    }
  },
  "OssfsVolumeSource": {
    "type": "object",
    "description": "Alibaba Cloud OSS bucket mounted with ossfs on the host and bound into the sandbox\n(Linux hosts with FUSE only). Use `Volume.subPath` to pick a prefix.\n",
    "required": [
      "bucket",
      "endpoint",
      "accessKeyId",
      "accessKeySecret"
    ],
    "additionalProperties": false,
    "properties": {
      "bucket": {
        "type": "string",
        "minLength": 3,
        "maxLength": 63,
        "description": "Bucket name."
      },
      "endpoint": {
        "type": "string",
        "minLength": 1,
        "description": "OSS endpoint host, e.g. `oss-cn-hangzhou.aliyuncs.com`."
      },
      "version": {
        "type": "string",
        "enum": [
          "1.0",
          "2.0"
        ],
        "default": "2.0",
        "description": "Major version of ossfs to mount with."
      },
      "options": {
        "type": "array",
        "description": "Extra ossfs mount options, each without leading dashes.",
        "items": {
          "type": "string"
        }
      },
      "accessKeyId": {
        "type": "string",
        "minLength": 1,
        "description": "Access key id."
      },
      "accessKeySecret": {
        "type": "string",
        "minLength": 1,
        "description": "Access key secret."
      }
    }
  },
  "CreateSandboxRequest": {
    "type": "object",
    "description": "What to start. Cross-field rules the schema cannot express are listed on the\n`createSandbox` operation; the server enforces them. Unknown top-level properties are\nignored so that newer clients keep working.\n",
    "dependentRequired": {
      "image": [
        "entrypoint"
      ]
    },
    "properties": {
      "image": {
        "type": "object",
        "description": "Container image to start the sandbox from.",
        "required": [
          "uri"
        ],
        "additionalProperties": false,
        "properties": {
          "uri": {
            "type": "string",
            "minLength": 1,
            "description": "Image reference as understood by the container runtime.",
            "examples": [
              "python:3.12-slim",
              "ghcr.io/acme/tools:1.4",
              "registry.internal:5000/app@sha256:0f1e2d"
            ]
          },
          "auth": {
            "type": "object",
            "description": "Credentials for pulling from a private registry. Never returned by the server.",
            "required": [
              "username",
              "password"
            ],
            "additionalProperties": false,
            "properties": {
              "username": {
                "type": "string",
                "description": "Registry user name."
              },
              "password": {
                "type": "string",
                "description": "Registry password or access token."
              }
            }
          }
        }
      },
      "snapshotId": {
        "type": "string",
        "minLength": 1,
        "description": "Start from this snapshot instead of an image. Exclusive with `image`."
      },
      "platform": {
        "type": "object",
        "description": "Operating system and CPU architecture the sandbox must run on. When omitted, the runtime\npicks its default. When given and the runtime cannot honour it, creation fails.\n",
        "required": [
          "os",
          "arch"
        ],
        "additionalProperties": false,
        "properties": {
          "os": {
            "type": "string",
            "enum": [
              "linux",
              "windows"
            ],
            "description": "Target operating system."
          },
          "arch": {
            "type": "string",
            "enum": [
              "amd64",
              "arm64"
            ],
            "description": "Target CPU architecture."
          }
        }
      },
      "timeout": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 60,
        "description": "Lifetime in seconds, at least 60; the sandbox is deleted automatically when it runs\nout (see `expiresAt`, `renewSandboxExpiration`). Omitted or null: no expiry, the\nsandbox lives until deleted. The server may cap the value: this implementation answers\na value (or a renewal) beyond its maximum with `400` and code `TIMEOUT_TOO_LONG`, the\nmessage naming the maximum.\n"
      },
      "resourceLimits": {
        "type": "object",
        "description": "Resource caps by resource name, values in Kubernetes quantity notation. Recognised\nnames: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or\n`all`), `disk` (what the sandbox may write to its own filesystem, volumes not\nincluded, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`\nor `disk` and refuses values above its maxima (`400`).\n",
        "additionalProperties": {
          "type": "string"
        },
        "examples": [
          {
            "cpu": "500m",
            "memory": "512Mi"
          }
        ]
      },
      "env": {
        "type": "object",
        "description": "Environment variables of the sandbox's processes.",
        "additionalProperties": {
          "type": "string"
        }
      },
      "metadata": {
        "type": "object",
        "description": "Free labels for filtering and bookkeeping (`name` is conventionally a display\nname). Keys starting with `opensandbox.io/` are reserved and rejected. Servers that\nstore metadata as Kubernetes labels also require label-compatible keys and values\n(values at most 63 characters of `[A-Za-z0-9._-]`, starting and ending\nalphanumeric).\n",
        "additionalProperties": {
          "type": "string"
        }
      },
      "entrypoint": {
        "type": "array",
        "minItems": 1,
        "description": "Main process of the sandbox as `[executable, arg, ...]`; the sandbox lives as long as\nit runs. Required with `image`. Optional with `snapshotId`, where it defaults to the\nentrypoint of the sandbox the snapshot was taken from. SDKs usually send\n`[tail, -f, /dev/null]`.\n",
        "items": {
          "type": "string"
        }
      },
      "networkPolicy": {
        "type": "object",
        "description": "Outbound traffic policy, enforced outside the sandbox (by address: DNS answers of\nallowed names open their addresses; everything else is dropped). Rules are checked in\norder and the first match wins; without a match `defaultAction` applies. An empty object\nallows everything until rules are added at run time through the egress API (the endpoint\nof port 18080, `specs/egress-api.yaml`). Runtimes that cannot enforce it refuse it\n(`400 NOT_SUPPORTED`).\n",
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
            "description": "Ordered rules.",
            "maxItems": 1024,
            "items": {
              "type": "object",
              "description": "One egress rule.",
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
                  ],
                  "description": "What to do with matching traffic."
                },
                "target": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 253,
                  "description": "Domain name (`pypi.org`), wildcard domain (`*.example.com`: every subdomain, not\nthe apex), IPv4 or IPv6 address, or CIDR range (`10.0.0.0/8`, `2001:db8::/32`).\n"
                }
              }
            }
          }
        }
      },
      "credentialProxy": {
        "type": "object",
        "description": "Opt-in to the credential-injecting egress proxy (transparent TLS interception with a\nper-sandbox CA that is installed into the sandbox). Requires `networkPolicy`.\n",
        "additionalProperties": false,
        "properties": {
          "enabled": {
            "type": "boolean",
            "default": false,
            "description": "Turn the credential proxy on."
          }
        }
      },
      "secureAccess": {
        "type": "boolean",
        "default": false,
        "description": "Require per-sandbox access credentials on endpoints (Kubernetes gateway only);\nthe headers to send are then returned by `getSandboxEndpoint`.\n"
      },
      "volumes": {
        "type": "array",
        "description": "Storage mounts.",
        "items": {
          "type": "object",
          "description": "A storage mount. Exactly one of `host`, `pvc` and `ossfs` selects the backend; the other\nfields say where and how it is mounted.\n",
          "required": [
            "name",
            "mountPath"
          ],
          "additionalProperties": false,
          "properties": {
            "name": {
              "type": "string",
              "description": "Name of the mount, unique within the sandbox; a DNS label.",
              "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
              "maxLength": 63
            },
            "host": {
              "type": "object",
              "description": "Bind mount of a directory (or file) of the machine running the sandbox. Only paths under\nthe server's configured allow-list are accepted.\n",
              "required": [
                "path"
              ],
              "additionalProperties": false,
              "properties": {
                "path": {
                  "type": "string",
                  "description": "Absolute host path (`/...`, or a drive such as `C:\\` on Windows hosts).",
                  "pattern": "^(/|[A-Za-z]:[\\\\/])"
                }
              }
            },
            "pvc": {
              "type": "object",
              "description": "A named volume managed by the platform: a Docker named volume, or a Kubernetes\nPersistentVolumeClaim. It can be created on demand.\n",
              "required": [
                "claimName"
              ],
              "additionalProperties": false,
              "properties": {
                "claimName": {
                  "type": "string",
                  "description": "Volume (or claim) name; a DNS label.",
                  "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
                  "maxLength": 253
                },
                "createIfNotExists": {
                  "type": "boolean",
                  "default": true,
                  "description": "Create the volume when it does not exist yet; when false a missing volume is an error."
                },
                "deleteOnSandboxTermination": {
                  "type": "boolean",
                  "default": false,
                  "description": "Remove the volume when the sandbox is deleted, provided the server created it for\nthis sandbox. Pre-existing volumes are never removed.\n"
                },
                "storageClass": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "Kubernetes storage class for a created claim; null means the cluster default. Ignored by Docker."
                },
                "storage": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "Requested capacity of a created claim, e.g. `10Gi`. Ignored by Docker.",
                  "pattern": "^\\d+(\\.\\d+)?(Ki|Mi|Gi|Ti|Pi|Ei)?$"
                },
                "accessModes": {
                  "type": [
                    "array",
                    "null"
                  ],
                  "description": "Access modes of a created claim; defaults to `[ReadWriteOnce]`. Ignored by Docker.",
                  "items": {
                    "type": "string"
                  }
                }
              }
            },
            "ossfs": {
              "type": "object",
              "description": "Alibaba Cloud OSS bucket mounted with ossfs on the host and bound into the sandbox\n(Linux hosts with FUSE only). Use `Volume.subPath` to pick a prefix.\n",
              "required": [
                "bucket",
                "endpoint",
                "accessKeyId",
                "accessKeySecret"
              ],
              "additionalProperties": false,
              "properties": {
                "bucket": {
                  "type": "string",
                  "minLength": 3,
                  "maxLength": 63,
                  "description": "Bucket name."
                },
                "endpoint": {
                  "type": "string",
                  "minLength": 1,
                  "description": "OSS endpoint host, e.g. `oss-cn-hangzhou.aliyuncs.com`."
                },
                "version": {
                  "type": "string",
                  "enum": [
                    "1.0",
                    "2.0"
                  ],
                  "default": "2.0",
                  "description": "Major version of ossfs to mount with."
                },
                "options": {
                  "type": "array",
                  "description": "Extra ossfs mount options, each without leading dashes.",
                  "items": {
                    "type": "string"
                  }
                },
                "accessKeyId": {
                  "type": "string",
                  "minLength": 1,
                  "description": "Access key id."
                },
                "accessKeySecret": {
                  "type": "string",
                  "minLength": 1,
                  "description": "Access key secret."
                }
              }
            },
            "mountPath": {
              "type": "string",
              "description": "Absolute path inside the sandbox where the volume appears.",
              "pattern": "^/"
            },
            "readOnly": {
              "type": "boolean",
              "default": false,
              "description": "Mount read-only."
            },
            "subPath": {
              "type": "string",
              "description": "Sub-directory of the backend to mount instead of its root: relative, without `..`\nsegments. For `ossfs` it is the bucket prefix.\n",
              "pattern": "^(?!/)(?!(.*/)?\\.\\.(/|$)).*$"
            }
          },
          "oneOf": [
            {
              "required": [
                "host"
              ]
            },
            {
              "required": [
                "pvc"
              ]
            },
            {
              "required": [
                "ossfs"
              ]
            }
          ]
        }
      },
      "extensions": {
        "type": "object",
        "description": "Provider-specific or experimental settings, passed through opaquely by SDKs.\nKnown keys: `access.renew.extend.seconds` (`\"300\"`..`\"86400\"`: extend the expiry on\nevery proxied access), `poolRef` (the warm pool to serve the sandbox from, see `listPools`).\n",
        "additionalProperties": {
          "type": "string"
        }
      }
    }
  },
  "CreateSandboxResponse": {
    "type": "object",
    "description": "The sandbox just accepted. Unlike `Sandbox` it does not repeat `image`/`snapshotId`.",
    "required": [
      "id",
      "status",
      "createdAt",
      "entrypoint"
    ],
    "properties": {
      "id": {
        "type": "string",
        "description": "Id of the new sandbox."
      },
      "status": {
        "type": "object",
        "description": "Current state of a sandbox and why it is in it.",
        "required": [
          "state"
        ],
        "properties": {
          "state": {
            "description": "Lifecycle state of a sandbox. Known values:\n- `Pending`: being provisioned.\n- `Running`: up and serving.\n- `Pausing`: pause in progress.\n- `Paused`: suspended, state kept.\n- `Resuming`: resume in progress.\n- `Stopping`: termination in progress.\n- `Terminated`: terminated.\n- `Failed`: unrecoverable error.\n\nTransitions: Pending → Running; Running → Pausing → Paused; Paused → Resuming →\nRunning; Running or Paused → Stopping → Terminated; Pending, Running, Paused or\nResuming → Failed.\n\nThe set is open: other servers report further values (e.g. `Allocated`), so clients\nmust accept any string.\n",
            "anyOf": [
              {
                "type": "string",
                "description": "The sandbox states this project defines (see `SandboxState`).",
                "enum": [
                  "Pending",
                  "Running",
                  "Pausing",
                  "Paused",
                  "Resuming",
                  "Stopping",
                  "Terminated",
                  "Failed"
                ]
              },
              {
                "type": "string"
              }
            ]
          },
          "reason": {
            "type": "string",
            "description": "Short machine-readable cause of the current state, e.g. `CONTAINER_RUNNING`,\n`CONTAINER_PAUSED`, `CONTAINER_EXITED`, `PROVISIONING_ERROR`.\n"
          },
          "message": {
            "type": "string",
            "description": "Human-readable detail on the state or the failure."
          },
          "lastTransitionAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the sandbox entered its current state."
          }
        }
      },
      "metadata": {
        "type": "object",
        "description": "Metadata as stored.",
        "additionalProperties": {
          "type": "string"
        }
      },
      "platform": {
        "type": "object",
        "description": "Operating system and CPU architecture the sandbox must run on. When omitted, the runtime\npicks its default. When given and the runtime cannot honour it, creation fails.\n",
        "required": [
          "os",
          "arch"
        ],
        "additionalProperties": false,
        "properties": {
          "os": {
            "type": "string",
            "enum": [
              "linux",
              "windows"
            ],
            "description": "Target operating system."
          },
          "arch": {
            "type": "string",
            "enum": [
              "amd64",
              "arm64"
            ],
            "description": "Target CPU architecture."
          }
        }
      },
      "expiresAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the sandbox will be deleted automatically; absent when it has no expiry."
      },
      "createdAt": {
        "type": "string",
        "format": "date-time",
        "description": "Creation time."
      },
      "entrypoint": {
        "type": "array",
        "description": "Main process in effect.",
        "items": {
          "type": "string"
        }
      }
    }
  },
  "Sandbox": {
    "type": "object",
    "description": "Full description of a sandbox.",
    "required": [
      "id",
      "status",
      "createdAt",
      "entrypoint"
    ],
    "properties": {
      "id": {
        "type": "string",
        "description": "Id of the sandbox."
      },
      "image": {
        "type": "object",
        "description": "Container image to start the sandbox from.",
        "required": [
          "uri"
        ],
        "additionalProperties": false,
        "properties": {
          "uri": {
            "type": "string",
            "minLength": 1,
            "description": "Image reference as understood by the container runtime.",
            "examples": [
              "python:3.12-slim",
              "ghcr.io/acme/tools:1.4",
              "registry.internal:5000/app@sha256:0f1e2d"
            ]
          },
          "auth": {
            "type": "object",
            "description": "Credentials for pulling from a private registry. Never returned by the server.",
            "required": [
              "username",
              "password"
            ],
            "additionalProperties": false,
            "properties": {
              "username": {
                "type": "string",
                "description": "Registry user name."
              },
              "password": {
                "type": "string",
                "description": "Registry password or access token."
              }
            }
          }
        }
      },
      "snapshotId": {
        "type": "string",
        "description": "Snapshot the sandbox was started from (instead of `image`)."
      },
      "platform": {
        "type": "object",
        "description": "Operating system and CPU architecture the sandbox must run on. When omitted, the runtime\npicks its default. When given and the runtime cannot honour it, creation fails.\n",
        "required": [
          "os",
          "arch"
        ],
        "additionalProperties": false,
        "properties": {
          "os": {
            "type": "string",
            "enum": [
              "linux",
              "windows"
            ],
            "description": "Target operating system."
          },
          "arch": {
            "type": "string",
            "enum": [
              "amd64",
              "arm64"
            ],
            "description": "Target CPU architecture."
          }
        }
      },
      "status": {
        "type": "object",
        "description": "Current state of a sandbox and why it is in it.",
        "required": [
          "state"
        ],
        "properties": {
          "state": {
            "description": "Lifecycle state of a sandbox. Known values:\n- `Pending`: being provisioned.\n- `Running`: up and serving.\n- `Pausing`: pause in progress.\n- `Paused`: suspended, state kept.\n- `Resuming`: resume in progress.\n- `Stopping`: termination in progress.\n- `Terminated`: terminated.\n- `Failed`: unrecoverable error.\n\nTransitions: Pending → Running; Running → Pausing → Paused; Paused → Resuming →\nRunning; Running or Paused → Stopping → Terminated; Pending, Running, Paused or\nResuming → Failed.\n\nThe set is open: other servers report further values (e.g. `Allocated`), so clients\nmust accept any string.\n",
            "anyOf": [
              {
                "type": "string",
                "description": "The sandbox states this project defines (see `SandboxState`).",
                "enum": [
                  "Pending",
                  "Running",
                  "Pausing",
                  "Paused",
                  "Resuming",
                  "Stopping",
                  "Terminated",
                  "Failed"
                ]
              },
              {
                "type": "string"
              }
            ]
          },
          "reason": {
            "type": "string",
            "description": "Short machine-readable cause of the current state, e.g. `CONTAINER_RUNNING`,\n`CONTAINER_PAUSED`, `CONTAINER_EXITED`, `PROVISIONING_ERROR`.\n"
          },
          "message": {
            "type": "string",
            "description": "Human-readable detail on the state or the failure."
          },
          "lastTransitionAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the sandbox entered its current state."
          }
        }
      },
      "metadata": {
        "type": "object",
        "description": "Current metadata.",
        "additionalProperties": {
          "type": "string"
        }
      },
      "entrypoint": {
        "type": "array",
        "description": "Main process of the sandbox.",
        "items": {
          "type": "string"
        }
      },
      "expiresAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the sandbox will be deleted automatically; absent when it has no expiry."
      },
      "createdAt": {
        "type": "string",
        "format": "date-time",
        "description": "Creation time."
      }
    }
  },
  "PaginationInfo": {
    "type": "object",
    "description": "Position of a page within the whole result.",
    "required": [
      "page",
      "pageSize",
      "totalItems",
      "totalPages",
      "hasNextPage"
    ],
    "properties": {
      "page": {
        "type": "integer",
        "minimum": 1,
        "description": "This page's number."
      },
      "pageSize": {
        "type": "integer",
        "minimum": 1,
        "description": "Page size used."
      },
      "totalItems": {
        "type": "integer",
        "minimum": 0,
        "description": "Number of items matching the filters, over all pages."
      },
      "totalPages": {
        "type": "integer",
        "minimum": 0,
        "description": "Number of pages."
      },
      "hasNextPage": {
        "type": "boolean",
        "description": "Whether a further page exists."
      }
    }
  },
  "ListSandboxesResponse": {
    "type": "object",
    "description": "One page of sandboxes.",
    "required": [
      "items",
      "pagination"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "type": "object",
          "description": "Full description of a sandbox.",
          "required": [
            "id",
            "status",
            "createdAt",
            "entrypoint"
          ],
          "properties": {
            "id": {
              "type": "string",
              "description": "Id of the sandbox."
            },
            "image": {
              "type": "object",
              "description": "Container image to start the sandbox from.",
              "required": [
                "uri"
              ],
              "additionalProperties": false,
              "properties": {
                "uri": {
                  "type": "string",
                  "minLength": 1,
                  "description": "Image reference as understood by the container runtime.",
                  "examples": [
                    "python:3.12-slim",
                    "ghcr.io/acme/tools:1.4",
                    "registry.internal:5000/app@sha256:0f1e2d"
                  ]
                },
                "auth": {
                  "type": "object",
                  "description": "Credentials for pulling from a private registry. Never returned by the server.",
                  "required": [
                    "username",
                    "password"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "username": {
                      "type": "string",
                      "description": "Registry user name."
                    },
                    "password": {
                      "type": "string",
                      "description": "Registry password or access token."
                    }
                  }
                }
              }
            },
            "snapshotId": {
              "type": "string",
              "description": "Snapshot the sandbox was started from (instead of `image`)."
            },
            "platform": {
              "type": "object",
              "description": "Operating system and CPU architecture the sandbox must run on. When omitted, the runtime\npicks its default. When given and the runtime cannot honour it, creation fails.\n",
              "required": [
                "os",
                "arch"
              ],
              "additionalProperties": false,
              "properties": {
                "os": {
                  "type": "string",
                  "enum": [
                    "linux",
                    "windows"
                  ],
                  "description": "Target operating system."
                },
                "arch": {
                  "type": "string",
                  "enum": [
                    "amd64",
                    "arm64"
                  ],
                  "description": "Target CPU architecture."
                }
              }
            },
            "status": {
              "type": "object",
              "description": "Current state of a sandbox and why it is in it.",
              "required": [
                "state"
              ],
              "properties": {
                "state": {
                  "description": "Lifecycle state of a sandbox. Known values:\n- `Pending`: being provisioned.\n- `Running`: up and serving.\n- `Pausing`: pause in progress.\n- `Paused`: suspended, state kept.\n- `Resuming`: resume in progress.\n- `Stopping`: termination in progress.\n- `Terminated`: terminated.\n- `Failed`: unrecoverable error.\n\nTransitions: Pending → Running; Running → Pausing → Paused; Paused → Resuming →\nRunning; Running or Paused → Stopping → Terminated; Pending, Running, Paused or\nResuming → Failed.\n\nThe set is open: other servers report further values (e.g. `Allocated`), so clients\nmust accept any string.\n",
                  "anyOf": [
                    {
                      "type": "string",
                      "description": "The sandbox states this project defines (see `SandboxState`).",
                      "enum": [
                        "Pending",
                        "Running",
                        "Pausing",
                        "Paused",
                        "Resuming",
                        "Stopping",
                        "Terminated",
                        "Failed"
                      ]
                    },
                    {
                      "type": "string"
                    }
                  ]
                },
                "reason": {
                  "type": "string",
                  "description": "Short machine-readable cause of the current state, e.g. `CONTAINER_RUNNING`,\n`CONTAINER_PAUSED`, `CONTAINER_EXITED`, `PROVISIONING_ERROR`.\n"
                },
                "message": {
                  "type": "string",
                  "description": "Human-readable detail on the state or the failure."
                },
                "lastTransitionAt": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the sandbox entered its current state."
                }
              }
            },
            "metadata": {
              "type": "object",
              "description": "Current metadata.",
              "additionalProperties": {
                "type": "string"
              }
            },
            "entrypoint": {
              "type": "array",
              "description": "Main process of the sandbox.",
              "items": {
                "type": "string"
              }
            },
            "expiresAt": {
              "type": "string",
              "format": "date-time",
              "description": "When the sandbox will be deleted automatically; absent when it has no expiry."
            },
            "createdAt": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            }
          }
        }
      },
      "pagination": {
        "type": "object",
        "description": "Position of a page within the whole result.",
        "required": [
          "page",
          "pageSize",
          "totalItems",
          "totalPages",
          "hasNextPage"
        ],
        "properties": {
          "page": {
            "type": "integer",
            "minimum": 1,
            "description": "This page's number."
          },
          "pageSize": {
            "type": "integer",
            "minimum": 1,
            "description": "Page size used."
          },
          "totalItems": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of items matching the filters, over all pages."
          },
          "totalPages": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of pages."
          },
          "hasNextPage": {
            "type": "boolean",
            "description": "Whether a further page exists."
          }
        }
      }
    }
  },
  "ListPoolsResponse": {
    "type": "object",
    "description": "The server's warm pools (extension).",
    "required": [
      "items"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "type": "object",
          "description": "One warm pool as the config declares it and as it is now.",
          "required": [
            "name",
            "image",
            "entrypoint",
            "resourceLimits",
            "size",
            "maxStarting",
            "maxIdleSeconds",
            "idle",
            "starting",
            "served"
          ],
          "properties": {
            "name": {
              "type": "string",
              "description": "The pool's name (`extensions.poolRef` selects it)."
            },
            "image": {
              "type": "string",
              "description": "Image every sandbox of the pool runs."
            },
            "entrypoint": {
              "type": "array",
              "items": {
                "type": "string"
              }
            },
            "resourceLimits": {
              "type": "object",
              "description": "Resource caps by resource name, values in Kubernetes quantity notation. Recognised\nnames: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or\n`all`), `disk` (what the sandbox may write to its own filesystem, volumes not\nincluded, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`\nor `disk` and refuses values above its maxima (`400`).\n",
              "additionalProperties": {
                "type": "string"
              },
              "examples": [
                {
                  "cpu": "500m",
                  "memory": "512Mi"
                }
              ]
            },
            "runtimeClass": {
              "type": "string",
              "description": "The runtime class the pool's sandboxes run under, when it names one."
            },
            "size": {
              "type": "integer",
              "minimum": 0,
              "description": "Idle sandboxes the pool keeps; idle and starting together never exceed it."
            },
            "maxStarting": {
              "type": "integer",
              "minimum": 1,
              "description": "At most this many of the pool's sandboxes are started at once."
            },
            "maxIdleSeconds": {
              "type": "integer",
              "minimum": 0,
              "description": "An idle sandbox older than this is replaced (0 keeps them)."
            },
            "idle": {
              "type": "integer",
              "minimum": 0,
              "description": "Sandboxes ready to serve a request now."
            },
            "starting": {
              "type": "integer",
              "minimum": 0,
              "description": "Sandboxes being started (pulling, starting, waiting for execd)."
            },
            "served": {
              "type": "integer",
              "minimum": 0,
              "description": "Create requests this pool served since the server started."
            },
            "lastError": {
              "type": "object",
              "description": "The last failure of a refill (e.g. the image cannot be pulled), until a refill\nsucceeds again. Refills are retried with a growing delay, at most once a minute.\n",
              "required": [
                "reason",
                "message",
                "at"
              ],
              "properties": {
                "reason": {
                  "type": "string",
                  "description": "A sandbox status reason (docs/ERRORS.md), e.g. `IMAGE_PULL_FAILED`."
                },
                "message": {
                  "type": "string"
                },
                "at": {
                  "type": "string",
                  "format": "date-time"
                }
              }
            }
          }
        }
      }
    }
  },
  "PoolState": {
    "type": "object",
    "description": "One warm pool as the config declares it and as it is now.",
    "required": [
      "name",
      "image",
      "entrypoint",
      "resourceLimits",
      "size",
      "maxStarting",
      "maxIdleSeconds",
      "idle",
      "starting",
      "served"
    ],
    "properties": {
      "name": {
        "type": "string",
        "description": "The pool's name (`extensions.poolRef` selects it)."
      },
      "image": {
        "type": "string",
        "description": "Image every sandbox of the pool runs."
      },
      "entrypoint": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "resourceLimits": {
        "type": "object",
        "description": "Resource caps by resource name, values in Kubernetes quantity notation. Recognised\nnames: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or\n`all`), `disk` (what the sandbox may write to its own filesystem, volumes not\nincluded, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`\nor `disk` and refuses values above its maxima (`400`).\n",
        "additionalProperties": {
          "type": "string"
        },
        "examples": [
          {
            "cpu": "500m",
            "memory": "512Mi"
          }
        ]
      },
      "runtimeClass": {
        "type": "string",
        "description": "The runtime class the pool's sandboxes run under, when it names one."
      },
      "size": {
        "type": "integer",
        "minimum": 0,
        "description": "Idle sandboxes the pool keeps; idle and starting together never exceed it."
      },
      "maxStarting": {
        "type": "integer",
        "minimum": 1,
        "description": "At most this many of the pool's sandboxes are started at once."
      },
      "maxIdleSeconds": {
        "type": "integer",
        "minimum": 0,
        "description": "An idle sandbox older than this is replaced (0 keeps them)."
      },
      "idle": {
        "type": "integer",
        "minimum": 0,
        "description": "Sandboxes ready to serve a request now."
      },
      "starting": {
        "type": "integer",
        "minimum": 0,
        "description": "Sandboxes being started (pulling, starting, waiting for execd)."
      },
      "served": {
        "type": "integer",
        "minimum": 0,
        "description": "Create requests this pool served since the server started."
      },
      "lastError": {
        "type": "object",
        "description": "The last failure of a refill (e.g. the image cannot be pulled), until a refill\nsucceeds again. Refills are retried with a growing delay, at most once a minute.\n",
        "required": [
          "reason",
          "message",
          "at"
        ],
        "properties": {
          "reason": {
            "type": "string",
            "description": "A sandbox status reason (docs/ERRORS.md), e.g. `IMAGE_PULL_FAILED`."
          },
          "message": {
            "type": "string"
          },
          "at": {
            "type": "string",
            "format": "date-time"
          }
        }
      }
    }
  },
  "ListSnapshotsResponse": {
    "type": "object",
    "description": "One page of snapshots.",
    "required": [
      "items",
      "pagination"
    ],
    "properties": {
      "items": {
        "type": "array",
        "items": {
          "type": "object",
          "description": "A captured sandbox filesystem that new sandboxes can be started from.",
          "required": [
            "id",
            "sandboxId",
            "status",
            "createdAt"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "description": "Id of the snapshot; use it as `snapshotId` when creating a sandbox."
            },
            "sandboxId": {
              "type": "string",
              "description": "Sandbox the snapshot was taken from (which may no longer exist)."
            },
            "name": {
              "type": "string",
              "description": "Human-readable name, if one was given."
            },
            "status": {
              "type": "object",
              "description": "Current state of a snapshot and why it is in it.",
              "required": [
                "state"
              ],
              "additionalProperties": false,
              "properties": {
                "state": {
                  "description": "Lifecycle state of a snapshot. Known values:\n- `Creating`: capture in progress.\n- `Ready`: usable as a sandbox source.\n- `Failed`: capture failed.\n- `Deleting`: removal in progress.\n\nTransitions: Creating → Ready or Failed; Ready → Deleting → (gone). The set is open;\nclients must accept any string.\n",
                  "anyOf": [
                    {
                      "type": "string",
                      "description": "The snapshot states this project defines (see `SnapshotState`).",
                      "enum": [
                        "Creating",
                        "Ready",
                        "Failed",
                        "Deleting"
                      ]
                    },
                    {
                      "type": "string"
                    }
                  ]
                },
                "reason": {
                  "type": "string",
                  "description": "Short machine-readable cause, e.g. `snapshot_accepted`, `snapshot_runtime_ready`,\n`snapshot_runtime_failed`, `snapshot_delete_requested`.\n"
                },
                "message": {
                  "type": "string",
                  "description": "Human-readable detail, e.g. `Snapshot creation accepted.`"
                },
                "lastTransitionAt": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the snapshot entered its current state."
                }
              }
            },
            "createdAt": {
              "type": "string",
              "format": "date-time",
              "description": "When the capture was requested."
            }
          }
        }
      },
      "pagination": {
        "type": "object",
        "description": "Position of a page within the whole result.",
        "required": [
          "page",
          "pageSize",
          "totalItems",
          "totalPages",
          "hasNextPage"
        ],
        "properties": {
          "page": {
            "type": "integer",
            "minimum": 1,
            "description": "This page's number."
          },
          "pageSize": {
            "type": "integer",
            "minimum": 1,
            "description": "Page size used."
          },
          "totalItems": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of items matching the filters, over all pages."
          },
          "totalPages": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of pages."
          },
          "hasNextPage": {
            "type": "boolean",
            "description": "Whether a further page exists."
          }
        }
      }
    }
  },
  "PatchSandboxMetadataRequest": {
    "type": "object",
    "description": "JSON Merge Patch of the metadata map: string values set keys, `null` removes them,\nabsent keys stay.\n",
    "additionalProperties": {
      "type": [
        "string",
        "null"
      ]
    }
  },
  "RenewSandboxExpirationRequest": {
    "type": "object",
    "description": "New expiry time.",
    "required": [
      "expiresAt"
    ],
    "additionalProperties": false,
    "properties": {
      "expiresAt": {
        "type": "string",
        "format": "date-time",
        "description": "New absolute expiry (RFC 3339), in the future."
      }
    }
  },
  "RenewSandboxExpirationResponse": {
    "type": "object",
    "description": "Expiry now in force.",
    "required": [
      "expiresAt"
    ],
    "additionalProperties": false,
    "properties": {
      "expiresAt": {
        "type": "string",
        "format": "date-time",
        "description": "Absolute expiry (RFC 3339)."
      }
    }
  },
  "Endpoint": {
    "type": "object",
    "description": "Where and how to reach a port of a sandbox.",
    "required": [
      "endpoint"
    ],
    "additionalProperties": false,
    "properties": {
      "endpoint": {
        "type": "string",
        "description": "`host[:port][/path]`, without scheme; prefix it with `http://`, `https://`, `ws://`\nor `wss://` as appropriate and append the request path.\n",
        "examples": [
          "127.0.0.1:48123",
          "10.0.0.5:44772/proxy/8080",
          "sandbox.example.org/sandboxes/4b7c/proxy/3000"
        ]
      },
      "headers": {
        "type": "object",
        "description": "Headers the client must add to every request sent to `endpoint`.",
        "additionalProperties": {
          "type": "string"
        }
      }
    }
  },
  "DiagnosticContentResponse": {
    "type": "object",
    "description": "Descriptor of diagnostic text (upstream's Diagnostics API). With `delivery: inline` it\ncarries `content` and no `contentUrl`/`expiresAt`; with `delivery: url` it carries\n`contentUrl` and `expiresAt` and no `content`. This server always answers inline.\n",
    "required": [
      "sandboxId",
      "kind",
      "scope",
      "delivery",
      "contentType",
      "truncated"
    ],
    "additionalProperties": false,
    "properties": {
      "sandboxId": {
        "type": "string",
        "description": "Id of the sandbox."
      },
      "kind": {
        "type": "string",
        "description": "Which operation answered.",
        "enum": [
          "logs",
          "events"
        ]
      },
      "scope": {
        "type": "string",
        "description": "The scope the text covers, as asked."
      },
      "delivery": {
        "type": "string",
        "description": "How the text is delivered.",
        "enum": [
          "inline",
          "url"
        ]
      },
      "contentType": {
        "type": "string",
        "description": "Media type of the text.",
        "examples": [
          "text/plain; charset=utf-8"
        ]
      },
      "content": {
        "type": "string",
        "description": "The text, when `delivery` is `inline`."
      },
      "contentUrl": {
        "type": "string",
        "format": "uri",
        "description": "Where to download the text, when `delivery` is `url`."
      },
      "contentLength": {
        "type": "integer",
        "minimum": 0,
        "description": "Size of the text in bytes (UTF-8), when known."
      },
      "expiresAt": {
        "type": "string",
        "format": "date-time",
        "description": "Until when `contentUrl` works, when `delivery` is `url`."
      },
      "truncated": {
        "type": "boolean",
        "description": "Whether the server cut the text to its size limits."
      },
      "warnings": {
        "type": "array",
        "description": "Why the text may be incomplete (retention, a sandbox whose output is gone).",
        "items": {
          "type": "string"
        }
      }
    }
  },
  "CreateSnapshotRequest": {
    "type": "object",
    "description": "Optional settings of a new snapshot.",
    "additionalProperties": false,
    "properties": {
      "name": {
        "type": "string",
        "minLength": 1,
        "description": "Human-readable name."
      }
    }
  },
  "Snapshot": {
    "type": "object",
    "description": "A captured sandbox filesystem that new sandboxes can be started from.",
    "required": [
      "id",
      "sandboxId",
      "status",
      "createdAt"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "type": "string",
        "description": "Id of the snapshot; use it as `snapshotId` when creating a sandbox."
      },
      "sandboxId": {
        "type": "string",
        "description": "Sandbox the snapshot was taken from (which may no longer exist)."
      },
      "name": {
        "type": "string",
        "description": "Human-readable name, if one was given."
      },
      "status": {
        "type": "object",
        "description": "Current state of a snapshot and why it is in it.",
        "required": [
          "state"
        ],
        "additionalProperties": false,
        "properties": {
          "state": {
            "description": "Lifecycle state of a snapshot. Known values:\n- `Creating`: capture in progress.\n- `Ready`: usable as a sandbox source.\n- `Failed`: capture failed.\n- `Deleting`: removal in progress.\n\nTransitions: Creating → Ready or Failed; Ready → Deleting → (gone). The set is open;\nclients must accept any string.\n",
            "anyOf": [
              {
                "type": "string",
                "description": "The snapshot states this project defines (see `SnapshotState`).",
                "enum": [
                  "Creating",
                  "Ready",
                  "Failed",
                  "Deleting"
                ]
              },
              {
                "type": "string"
              }
            ]
          },
          "reason": {
            "type": "string",
            "description": "Short machine-readable cause, e.g. `snapshot_accepted`, `snapshot_runtime_ready`,\n`snapshot_runtime_failed`, `snapshot_delete_requested`.\n"
          },
          "message": {
            "type": "string",
            "description": "Human-readable detail, e.g. `Snapshot creation accepted.`"
          },
          "lastTransitionAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the snapshot entered its current state."
          }
        }
      },
      "createdAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the capture was requested."
      }
    }
  }
} as const;
